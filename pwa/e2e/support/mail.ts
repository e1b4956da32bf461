import { e2eServer } from '../../../playwright.config';
import { readOutboxFolder, type WrittenMail } from '../../../sync-server/src/testing/mail-files';

/**
 * The e-mails the test server has written so far (its outbox folder), of one kind, as a mail
 * client reads them: `text` is the header lines and the text half (sync-server's
 * testing/mail-files.ts).
 */
export async function writtenMail(kind: string): Promise<WrittenMail[]> {
  return (await readOutboxFolder(e2eServer.outboxDir)).filter((mail) => mail.name.includes(`-${kind}-`));
}

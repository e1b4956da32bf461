import type { ContactMessage as ContactInput, ContactReceipt } from '#shared/contact';
import { randomUUID } from 'node:crypto';
import { inTransaction, ContactMessage, type Db } from '../../db';
import type { Applied } from '../announce';
import { queueMail } from '../mail/outbox';
import { contactNotice } from '../mail/templates';

/** Keeps the message and queues the owner's notice in one transaction: neither is lost. */
export async function receiveContactMessage(
  db: Db,
  input: ContactInput,
  options: { now: Date; ownerEmail: string },
): Promise<Applied<ContactReceipt>> {
  const message = { id: randomUUID(), ...input, createdAt: options.now.toISOString() };
  await inTransaction(db, async (trx) => {
    await ContactMessage.query(trx).insert(message);
    await queueMail(trx, [contactNotice(input, options.ownerEmail)], options.now);
  });
  return { answer: { id: message.id, createdAt: message.createdAt }, changed: { mail: true } };
}

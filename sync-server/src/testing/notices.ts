import { randomUUID } from 'node:crypto';
import type { NoticeSettings } from '#shared/notices';
import type { PickupSettings } from '#shared/pickup-settings';
import { asOwner } from './owner';
import type { TestServer } from './test-server';

/** Changes the pickup settings the way the owner's settings card does (a whole PUT). */
export async function saveSettings(
  server: TestServer,
  changes: Partial<Omit<PickupSettings, 'notices'>> & { notices?: Partial<NoticeSettings> },
  key?: string,
): Promise<PickupSettings> {
  const settings = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
  const answer = await asOwner<PickupSettings>(
    server,
    'PUT',
    '/api/pickup-settings',
    {
      pickupDate: settings.pickupDate,
      pickupAddress: settings.pickupAddress,
      ordersOpen: settings.ordersOpen,
      bannerMessage: settings.bannerMessage,
      autoManage: settings.autoManage,
      ...changes,
      notices: { ...settings.notices, ...changes.notices },
    },
    key,
  );
  if (answer.status !== 200) throw new Error(`settings refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Subscribers who confirmed long ago, written straight to the database. */
export async function addConfirmedSubscribers(server: TestServer, emails: readonly string[]): Promise<void> {
  const at = new Date().toISOString();
  for (let i = 0; i < emails.length; i += 100) {
    await server.db('subscribers').insert(
      emails.slice(i, i + 100).map((email) => ({
        id: randomUUID(),
        email,
        status: 'confirmed',
        confirmNonce: 'test',
        requestedAt: at,
        createdAt: at,
        confirmedAt: at,
      })),
    );
  }
}

/** The outbox rows of one kind (e-mails and pushes alike), oldest first. */
export async function outboxRows(server: TestServer, kind: string) {
  return (await server.db('mail_outbox').where({ kind }).orderBy('createdAt')) as {
    id: string;
    channel: string;
    to: string;
    status: string;
    attempts: number;
    nextAttemptAt: string | Date;
    lastError: string | null;
    text: string;
  }[];
}

/** The link of kind `path` (/subscribe/confirm, /unsubscribe) in an e-mail's text. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

/**
 * A phone's push subscription with its topics, written straight to the database as the push
 * route saves them (its keys are not real: what is sent to it fails, and is not what is tested).
 * `at`: when it asked (the server's clock, where that matters).
 */
export async function addPhone(
  server: TestServer,
  topics: readonly { topic: string; adminSessionId?: string }[],
  at = new Date(),
): Promise<string> {
  const id = randomUUID();
  const when = at.toISOString();
  await server.db('push_subscriptions').insert({
    id,
    endpointHash: id.replace(/-/g, '').padEnd(64, '0'),
    endpoint: `https://push.example.com/${id}`,
    p256dh: 'k'.repeat(87),
    auth: 'a'.repeat(22),
    createdAt: when,
    updatedAt: when,
  });
  for (const each of topics) {
    await server.db('push_topics').insert({ subscriptionId: id, adminSessionId: null, createdAt: when, ...each });
  }
  return id;
}

import pg from 'pg';
import type { Db } from './database';

export interface NotificationListener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * Listens to a PostgreSQL NOTIFY channel on a connection of its own (a pooled connection would
 * go back to the pool and stop listening). If that connection drops, it reconnects, listens
 * again and calls onReconnect: whatever was announced meanwhile was missed, and the caller
 * must treat everything as changed.
 */
export async function listenForNotifications(
  url: string,
  channel: string,
  handlers: { onNotification(payload: string): void; onReconnect(): void; onError(error: unknown): void },
): Promise<NotificationListener> {
  let closing = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotification(message.payload);
    });
    next.on('error', (error) => {
      handlers.onError(error);
      reconnectLater(next);
    });
    next.on('end', () => reconnectLater(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function reconnectLater(dropped: pg.Client): void {
    if (closing || client !== dropped) return;
    client = null;
    void dropped.end().catch(() => undefined);
    scheduleConnect();
  }

  function scheduleConnect(): void {
    retry = setTimeout(() => {
      if (closing) return;
      connect().then(handlers.onReconnect, (error: unknown) => {
        handlers.onError(error);
        scheduleConnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  }

  await connect();
  return {
    close: async () => {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Sends a notification; PostgreSQL delivers it to every listener once this commits. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [channel, payload]);
}

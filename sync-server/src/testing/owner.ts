import type { StoredOrder } from '#shared/order';
import { orderPayload } from './orders';
import type { WrittenMail } from './mail-files';
import type { TestServer } from './test-server';

/** Places an online order as a customer would and answers it as stored. */
export async function placeOrder(
  server: TestServer,
  sessionId: string,
  lines: { productId: string; flavor?: string; quantity: number }[],
  overrides: Record<string, unknown> = {},
): Promise<StoredOrder> {
  const payload = { ...(await orderPayload(server, sessionId, lines)), ...overrides };
  const answer = await server.request<{ order: StoredOrder }>('POST', '/api/orders', payload);
  if (answer.status !== 201) throw new Error(`order refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.order;
}

/** The owner's call, signed in, with an Idempotency-Key when given. */
export async function asOwner<T>(server: TestServer, method: string, url: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await server.adminToken()}` };
  if (key) headers['Idempotency-Key'] = key;
  return server.request<T>(method, url, body, headers);
}

/** Every e-mail written so far, once the queue is delivered, as a mail client reads it. */
export async function sentMail(server: TestServer): Promise<WrittenMail[]> {
  await server.running.deps.afterAnswer.drain(); // work a request began after its answer
  // A pass for whatever is due, kicked or not: a test that runs a job's step itself (the
  // waitlist's turn) writes its mail without the announcement that kicks the mailer, and the
  // server's own run of the step may have found nothing left to do.
  server.running.deps.mailer.kick();
  await server.running.deps.mailer.drain();
  return server.outbox();
}

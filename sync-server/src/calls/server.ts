import { serverCalls } from '#shared/calls/server';
import { openApiDocument } from '../api-reference/openapi';
import { Refusal } from '../services/errors';
import { handlers } from './handler';

/** How long the readiness check waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

let reference: ReturnType<typeof openApiDocument> | undefined;

export const serverHandlers = handlers(serverCalls, {
  // The server listens only after migrations and seeding, so answering at all means started.
  'server.health': async (_input, { deps }) => ({ answer: { ok: true, serverEpoch: deps.serverEpoch } }),

  // For a load balancer's health check (docs/operations.md, "Growing beyond one machine"): a
  // server that cannot reach the database answers 503, so traffic goes to the servers that can.
  'server.ready': async (_input, { deps }) => {
    const reached = await Promise.race([
      deps.db.raw('select 1').then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_MS).unref()),
    ]);
    if (!reached)
      throw new Refusal('unavailable', 'This server cannot reach the database right now', 'database-unavailable');
    return { answer: { ok: true } };
  },

  // Written once, on first ask.
  'server.reference': async () => ({ answer: (reference ??= openApiDocument()) }),
});

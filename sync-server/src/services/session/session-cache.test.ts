import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testingOnPostgres } from '../../testing/test-database';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { SESSION_TRUST_MS, type SessionCache } from './session-cache';

let server: TestServer;
let sessions: SessionCache;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  sessions = server.running.deps.sessions;
});
afterAll(() => server.stop());
beforeEach(async () => {
  sessions.forgetAll();
  const answer = await server.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN);
  token = answer.body.sessionToken;
});

/** Ends every session in the database behind the cache's back, as no route does. */
const endSessionsInDatabase = () => server.db('admin_sessions').delete();

describe('the session cache', () => {
  it.skipIf(testingOnPostgres())(
    'trusts a session it found valid for SESSION_TRUST_MS, then asks the database again',
    async () => {
      expect(await sessions.authenticate(token, server.clock.now())).toMatchObject({ email: TEST_ADMIN.email });
      await endSessionsInDatabase();
      expect(await sessions.authenticate(token, server.clock.now())).not.toBeNull();
      server.clock.advance(SESSION_TRUST_MS);
      expect(await sessions.authenticate(token, server.clock.now())).toBeNull();
    },
  );

  // Several servers share PostgreSQL, and one cannot know at once what another ended.
  it.runIf(testingOnPostgres())(
    'on PostgreSQL trusts nothing: a session ended in the database is refused at once',
    async () => {
      expect(await sessions.authenticate(token, server.clock.now())).toMatchObject({ email: TEST_ADMIN.email });
      await endSessionsInDatabase();
      expect(await sessions.authenticate(token, server.clock.now())).toBeNull();
    },
  );

  it('refuses a token from the moment it is forgotten', async () => {
    expect(await sessions.authenticate(token, server.clock.now())).not.toBeNull();
    await endSessionsInDatabase();
    sessions.forget(token);
    expect(await sessions.authenticate(token, server.clock.now())).toBeNull();
  });

  it('does not remember a lookup that a forgetAll overtook', async () => {
    const lookup = sessions.authenticate(token, server.clock.now());
    sessions.forgetAll();
    expect(await lookup).not.toBeNull(); // the session was valid when it was read
    await endSessionsInDatabase();
    // The ended session was not kept as trusted by the lookup that began before forgetAll.
    expect(await sessions.authenticate(token, server.clock.now())).toBeNull();
  });

  it('never trusts a missing or absurd token', async () => {
    expect(await sessions.authenticate(undefined, server.clock.now())).toBeNull();
    expect(await sessions.authenticate('x'.repeat(201), server.clock.now())).toBeNull();
    expect(await sessions.authenticate('forged', server.clock.now())).toBeNull();
  });
});

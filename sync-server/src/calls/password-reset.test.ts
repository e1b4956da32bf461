import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { startTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://bakery.example' });
});
afterAll(() => server.stop());

const requestReset = (email: string) =>
  server.request<{ message: string }>('POST', '/api/admin/password-reset-request', { email });

/** The token in the newest reset e-mail of the outbox. */
async function linkFromOutbox(): Promise<string> {
  await server.running.deps.mailer.drain();
  const mail = (await server.outbox()).filter((message) => message.name.includes('password-reset')).at(-1);
  const match = /https:\/\/bakery\.example\/admin-reset-password\?token=([\w-]+)/.exec(mail!.text);
  return match![1]!;
}

describe('password reset', () => {
  it('answers the same for the owner and for a stranger, and mails only the owner', async () => {
    const before = (await server.outbox()).length;
    const stranger = await requestReset('stranger@example.com');
    await server.running.deps.mailer.drain();
    expect((await server.outbox()).length).toBe(before);
    const owner = await requestReset(TEST_ADMIN.email);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual(stranger.body);
    expect(await linkFromOutbox()).toMatch(/^[\w-]{40,}$/);
  });

  it('sets the new password, works once, and signs the owner out everywhere', async () => {
    const oldSession = await server.adminToken();
    // In use just before the reset, so the server has it among the sessions it trusts.
    expect(
      (await server.request('GET', '/api/admin/verify', undefined, { Authorization: `Bearer ${oldSession}` })).status,
    ).toBe(200);
    await requestReset(TEST_ADMIN.email);
    const token = await linkFromOutbox();
    expect((await server.db('admin_users').first()).resetToken).not.toBe(token); // stored hashed

    const reset = await server.request('POST', '/api/admin/password-reset', { token, newPassword: 'rye-free-forever' });
    expect(reset.status).toBe(200);
    expect(
      (await server.request('GET', '/api/admin/verify', undefined, { Authorization: `Bearer ${oldSession}` })).status,
    ).toBe(401);
    const login = await server.request('POST', '/api/admin/login', {
      email: TEST_ADMIN.email,
      password: 'rye-free-forever',
    });
    expect(login.status).toBe(200);

    const again = await server.request<ApiError>('POST', '/api/admin/password-reset', {
      token,
      newPassword: 'another-password',
    });
    expect(again.status).toBe(400);
    expect(again.body.reason).toBe('invalid-reset-token');
  });

  it('refuses a link older than an hour', async () => {
    await requestReset(TEST_ADMIN.email);
    const token = await linkFromOutbox();
    server.clock.advance(61 * 60 * 1000);
    const answer = await server.request<ApiError>('POST', '/api/admin/password-reset', {
      token,
      newPassword: 'too-late-now',
    });
    expect(answer.status).toBe(400);
  });

  it.each([
    [{ token: '', newPassword: 'long-enough' }, 'Reset token is required'],
    [{ token: 'abc', newPassword: 'short' }, 'Password must be at least 8 characters long'],
  ])('refuses %j', async (body, message) => {
    const answer = await server.request<ApiError>('POST', '/api/admin/password-reset', body);
    expect(answer.body.message).toBe(message);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { subscriberToken } from '../services/links';
import { linkIn, saveSettings } from '../testing/notices';
import { asOwner, sentMail } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SUBSCRIBE_ANSWER } from './notices';
import { timeLimit } from '../testing/time-limits';

/** "Tell me when orders open" (docs/notices.md): ask, confirm, stop; and the refusals. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, timeLimit(60_000));
afterAll(() => server?.stop());

/** Asks as the form does; resolves once the work the answer did not wait for is done too. */
async function ask(email: string, headers: Record<string, string> = {}) {
  const answer = await server.request<{ message: string } & ApiError>('POST', '/api/subscribers', { email }, headers);
  await server.running.deps.afterAnswer.drain();
  return answer;
}
const mailTo = async (address: string) =>
  (await sentMail(server)).filter((mail) => mail.text.split('\n').includes(`To: ${address}`));
const statusOf = async (email: string) =>
  ((await server.db('subscribers').where({ email }).first()) as { status: string } | undefined)?.status;

describe('asking, confirming, stopping', () => {
  it('answers 202 and sends a confirm e-mail; its link confirms; the owner counts one', async () => {
    const answer = await ask('  Wren@Example.com ');
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(SUBSCRIBE_ANSWER);
    expect(await statusOf('wren@example.com')).toBe('pending');
    const [confirm] = await mailTo('wren@example.com');
    expect(confirm!.text).toMatch(/^Subject: Confirm: tell me when/m);
    const token = linkIn(confirm!.text, '/subscribe/confirm');
    const confirmed = await server.request('POST', '/api/subscribers/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(await statusOf('wren@example.com')).toBe('confirmed');
    // Opening the link again (a second tap, a mail scanner) changes nothing.
    expect((await server.request('POST', '/api/subscribers/confirm', { token })).status).toBe(200);
    const counts = await asOwner(server, 'GET', '/api/admin/subscribers');
    expect(counts.body).toEqual({ confirmed: 1, pending: 0 });
  });

  it('gives the same answer for a known, a pending and an unknown address', async () => {
    await server.db('subscribers').update({ lastMailAt: null }); // past the per-address pause
    const answers = [];
    for (const email of ['wren@example.com', 'someone-new@example.com', 'someone-new@example.com']) {
      const answer = await ask(email);
      answers.push({
        status: answer.status,
        body: answer.body,
        headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // What differs is only the e-mail the address's owner gets: "already on the list" to the known one.
    const known = await mailTo('wren@example.com');
    expect(known.at(-1)!.text).toMatch(/^Subject: You are on the/m);
    expect(known.at(-1)!.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('sends one confirm e-mail per address per few minutes, however often it is typed in', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('eager@example.com')).status).toBe(202);
    expect(await mailTo('eager@example.com')).toHaveLength(1);
  });

  it('stops with one click: from the page, and from the mail client (RFC 8058), and confirms nothing after', async () => {
    await server.db('subscribers').where({ email: 'wren@example.com' }).update({ lastMailAt: null });
    const row = (await server.db('subscribers').where({ email: 'wren@example.com' }).first()) as {
      id: string;
      confirmNonce: string;
    };
    const token = subscriberToken(server.running.deps.subscriberLinkKey, 'unsubscribe', row.id);
    const status = () => server.request('GET', `/api/subscribers/status?token=${token}`);
    expect(await status()).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    // The mail client's one click: a form POST to the List-Unsubscribe address, the token in it.
    const oneClick = await fetch(`${server.url}/api/subscribers/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf('wren@example.com')).toBe('unsubscribed');
    // Her unsubscribe page, opened again, learns it is done (reading it changes nothing).
    expect(await status()).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    // Again from the page: the same answer, nothing more.
    expect(await server.request('POST', '/api/subscribers/unsubscribe', { token })).toMatchObject({
      status: 200,
      body: { status: 'unsubscribed' },
    });
    // An old confirm link does not bring her back: only asking again does (and confirming again).
    const confirmToken = subscriberToken(server.running.deps.subscriberLinkKey, 'confirm', row.id, row.confirmNonce);
    const stale = await server.request<ApiError>('POST', '/api/subscribers/confirm', { token: confirmToken });
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('link-expired');
    expect(await statusOf('wren@example.com')).toBe('unsubscribed');
  });

  it('exports the confirmed addresses as a spreadsheet, for the owner only', async () => {
    await server.request('POST', '/api/subscribers', { email: '+sum@example.com' });
    const [mail] = await mailTo('+sum@example.com');
    await server.request('POST', '/api/subscribers/confirm', { token: linkIn(mail!.text, '/subscribe/confirm') });
    const csv = await fetch(`${server.url}/api/admin/subscribers.csv`, {
      headers: { Authorization: `Bearer ${await server.adminToken()}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('E-mail,Confirmed');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(["'+sum@example.com"]);
    expect((await fetch(`${server.url}/api/admin/subscribers.csv`)).status).toBe(401);
    expect((await server.request('GET', '/api/admin/subscribers')).status).toBe(401);
  });
});

describe('the answer to asking', () => {
  it('goes before any work on the list: it comes while the database is held by someone else', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => undefined;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const holder = server.db.transaction(async (trx) => {
      // SQLite: this transaction has the server's one connection. PostgreSQL: the table is locked.
      if (server.db.client.config.client === 'pg') await trx.raw('LOCK TABLE subscribers IN ACCESS EXCLUSIVE MODE');
      holding();
      await held;
    });
    await isHeld;
    try {
      const answer = await server.request('POST', '/api/subscribers', { email: 'patient@example.com' });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(SUBSCRIBE_ANSWER);
    } finally {
      release();
      await holder;
    }
    expect(await mailTo('patient@example.com')).toHaveLength(1); // the work was done after it
  });
});

describe('refusals', () => {
  it('refuses a confirm link that was made up, cut short, or is an unsubscribe link', async () => {
    const row = (await server.db('subscribers').where({ email: 'someone-new@example.com' }).first()) as {
      id: string;
      confirmNonce: string;
    };
    const key = server.running.deps.subscriberLinkKey;
    const cases: [token: string, status: number][] = [
      [subscriberToken('another-key', 'confirm', row.id, row.confirmNonce), 404],
      [subscriberToken(key, 'unsubscribe', row.id), 404],
      [subscriberToken(key, 'confirm', row.id, 'an-earlier-nonce'), 404],
      [subscriberToken(key, 'confirm', '3f2b9c1e-0000-4000-8000-000000000000', row.confirmNonce), 404],
      [subscriberToken(key, 'confirm', row.id, row.confirmNonce).slice(0, -3), 404],
      ['nothing', 400],
    ];
    for (const [token, status] of cases) {
      const answer = await server.request<ApiError>('POST', '/api/subscribers/confirm', { token });
      expect(answer.status, token).toBe(status);
    }
    expect(await statusOf('someone-new@example.com')).toBe('pending');
  });

  it('refuses the link of an earlier confirm e-mail once a new one was asked for', async () => {
    await ask('twice@example.com');
    const [first] = await mailTo('twice@example.com');
    await server.db('subscribers').where({ email: 'twice@example.com' }).update({ lastMailAt: null });
    server.clock.advance(8 * 24 * 60 * 60 * 1000); // the first link has expired: she asks again
    await ask('twice@example.com');
    const [, second] = await mailTo('twice@example.com');
    const confirm = (mail: { text: string }) =>
      server.request<ApiError>('POST', '/api/subscribers/confirm', { token: linkIn(mail.text, '/subscribe/confirm') });
    expect((await confirm(first!)).status).toBe(404);
    expect(await statusOf('twice@example.com')).toBe('pending');
    expect((await confirm(second!)).status).toBe(200);
    expect(await statusOf('twice@example.com')).toBe('confirmed');
  });

  it('refuses a confirm link more than a week old', async () => {
    await ask('slow@example.com');
    const [mail] = await mailTo('slow@example.com');
    server.clock.advance(8 * 24 * 60 * 60 * 1000);
    const answer = await server.request<ApiError>('POST', '/api/subscribers/confirm', {
      token: linkIn(mail!.text, '/subscribe/confirm'),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('link-expired');
    expect(await statusOf('slow@example.com')).toBe('pending');
  });

  it('refuses an unsubscribe link that was made up', async () => {
    const answer = await server.request<ApiError>('POST', '/api/subscribers/unsubscribe', {
      token: subscriberToken('another-key', 'unsubscribe', '3f2b9c1e-0000-4000-8000-000000000000'),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.reason).toBe('unknown-link');
  });

  it('refuses what is not an e-mail address', async () => {
    for (const email of ['', 'not-an-address', `${'x'.repeat(250)}@example.com`]) {
      expect((await ask(email)).status).toBe(400);
    }
  });

  it('limits asking per client address (429 with Retry-After)', async () => {
    const limited = await startTestServer({ MESSAGES_PER_HOUR: '3' });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(await limited.request<ApiError>('POST', '/api/subscribers', { email: `n${i}@example.com` }));
      }
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
      expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
      await limited.running.deps.afterAnswer.drain(); // the rows are written after the 202
      expect(await limited.db('subscribers').count({ n: '*' })).toEqual([{ n: 3 }]);
    } finally {
      await limited.stop();
    }
  });
});

describe('the notices a subscriber gets', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post on every notice, and none after she stops', async () => {
    await saveSettings(server, { ordersOpen: false });
    await ask('reader@example.com');
    const [mail] = await mailTo('reader@example.com');
    await server.request('POST', '/api/subscribers/confirm', { token: linkIn(mail!.text, '/subscribe/confirm') });
    server.clock.advance(7 * 24 * 60 * 60 * 1000); // a new week: a new opening
    await saveSettings(server, { ordersOpen: true });
    await sentMail(server);
    const notice = (await server.outbox()).find(
      (each) => each.text.includes('To: reader@example.com') && /^Subject: Orders are open/m.test(each.text),
    );
    expect(notice).toBeDefined();
    // (Long headers are folded onto a second line, as RFC 5322 allows.)
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(notice!.text)?.[1];
    expect(header).toMatch(/\/api\/subscribers\/unsubscribe\?token=/);
    expect(notice!.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(notice!.text).toContain('/unsubscribe?token=');
    // Her one click from the mail client, then the next opening: nothing more for her.
    // (PUBLIC_URL is the test server's default, localhost on port 0: the same path on its real port.)
    const oneClick = `${server.url}${new URL(header!).pathname}${new URL(header!).search}`;
    expect((await fetch(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    await saveSettings(server, { ordersOpen: false });
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    await saveSettings(server, { ordersOpen: true });
    const notices = (await mailTo('reader@example.com')).filter((each) => /^Subject: Orders are open/m.test(each.text));
    expect(notices).toHaveLength(1);
  });
});

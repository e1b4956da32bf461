import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { startTestServer, type TestServer } from '../testing/test-server';
import { timeLimit } from '../testing/time-limits';

/**
 * The doors of issue 26 fed what a broken client or an attacker might send: each answers 4xx
 * with a readable JSON message (never a 500), and nothing is stored.
 */
let server: TestServer;
const tables = ['subscribers', 'push_subscriptions', 'push_topics', 'drop_notices', 'mail_outbox'];
const snapshot = async () => JSON.stringify(await Promise.all(tables.map((table) => server.db(table).select('*'))));
let before: string;

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_LOCAL: '1' });
  before = await snapshot();
}, timeLimit(60_000));
afterAll(() => server?.stop());

const deep = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

const doors: [path: string, bodies: [name: string, body: string][]][] = [
  [
    '/api/subscribers',
    [
      ['email as a number', '{"email": 5}'],
      ['email as an array', '{"email": ["a@example.com"]}'],
      ['email 50,000 arrays deep', `{"email": ${deep(50_000, '"a@example.com"')}}`],
      ['only prototype keys', '{"__proto__": {"email": "a@example.com"}}'],
      ['a constructor key', '{"constructor": {"prototype": {"email": "a@example.com"}}}'],
    ],
  ],
  [
    '/api/subscribers/confirm',
    [
      ['token as a number', '{"token": 12}'],
      ['token 50,000 arrays deep', `{"token": ${deep(50_000)}}`],
      [
        'token in the prototype',
        '{"__proto__": {"token": "3f2b9c1e-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}}',
      ],
      ['a token of 10,000 characters', JSON.stringify({ token: 'a'.repeat(10_000) })],
    ],
  ],
  [
    '/api/subscribers/unsubscribe',
    [
      ['token as an object', '{"token": {"toString": "x"}}'],
      ['an object 16,000 deep (as deep as 100 KB goes)', deepObject(16_000)],
    ],
  ],
  [
    '/api/push/subscriptions',
    [
      [
        'topics as a string',
        JSON.stringify({ subscription: { endpoint: 'https://8.8.8.8/x', keys }, topics: 'owner' }),
      ],
      [
        'an unknown topic',
        JSON.stringify({ subscription: { endpoint: 'https://8.8.8.8/x', keys }, topics: ['everything'] }),
      ],
      [
        'a topic of a made-up order',
        JSON.stringify({ subscription: { endpoint: 'https://8.8.8.8/x', keys }, topics: ['order:../../etc'] }),
      ],
      [
        'four topics',
        JSON.stringify({
          subscription: { endpoint: 'https://8.8.8.8/x', keys },
          topics: ['orders-open', 'owner', 'orders-open', 'owner'],
        }),
      ],
      [
        'keys that are not keys',
        JSON.stringify({
          subscription: { endpoint: 'https://8.8.8.8/x', keys: { p256dh: 'x', auth: 'y' } },
          topics: ['orders-open'],
        }),
      ],
      ['a subscription 50,000 arrays deep', `{"subscription": ${deep(50_000)}, "topics": ["orders-open"]}`],
      [
        'a subscription in the prototype',
        `{"__proto__": {"subscription": {"endpoint": "https://8.8.8.8/x"}}, "topics": ["orders-open"]}`,
      ],
      [
        'an endpoint of 5,000 characters',
        JSON.stringify({
          subscription: { endpoint: `https://8.8.8.8/${'x'.repeat(5000)}`, keys },
          topics: ['orders-open'],
        }),
      ],
    ],
  ],
  [
    '/api/push/unsubscribe',
    [
      ['endpoint as a number', '{"endpoint": 1}'],
      ['topics as an object', '{"endpoint": "https://8.8.8.8/x", "topics": {"0": "owner"}}'],
    ],
  ],
];

const everywhere: [name: string, body: string, status: number][] = [
  ['malformed JSON', '{"email": ', 400],
  ['a JSON string', '"hello"', 400],
  ['null', 'null', 400],
  ['an array', '[1, 2, 3]', 400],
  ['an empty object', '{}', 400],
  ['a body over 100 KB', JSON.stringify({ email: 'x'.repeat(110 * 1024) }), 413],
];

describe.each(doors)('POST %s', (path, bodies) => {
  it.each([...bodies.map(([name, body]): [string, string, number] => [name, body, 400]), ...everywhere])(
    'refuses %s',
    async (_name, body, status) => {
      const answer = await server.request<ApiError>('POST', path, body, { 'Content-Type': 'application/json' });
      expect(answer.status).toBe(status);
      expect(answer.body.message.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|sqlite|select [`"*]|insert into/i);
    },
  );
});

describe('afterwards', () => {
  it('stored nothing', async () => {
    expect(await snapshot()).toBe(before);
  });
  it('still answers', async () => {
    expect((await server.request('GET', '/api/push/key')).status).toBe(200);
  });
});

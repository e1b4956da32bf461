import { describe, expect, it } from 'vitest';
import { checkEndpoint, ENDPOINT_REFUSED, guardedLookup, isPublicAddress } from './endpoint-check';

/** The endpoint rule as a table, with names resolved by a stand-in DNS (no network here). */
const dns: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.72.10', '2607:f8b0:4005:80c::200a'],
  'push.example.test': ['10.1.2.3'],
  'half.example.test': ['142.250.72.10', '192.168.0.7'],
  'metadata.example.test': ['169.254.169.254'],
  'v6-private.example.test': ['fd12:3456::1'],
  'mapped.example.test': ['::ffff:127.0.0.1'],
  'nat64.example.test': ['64:ff9b::a01:203'],
  'teredo.example.test': ['2001::1'],
  'nothing.example.test': [],
};
const resolve = async (host: string) => {
  const found = dns[host];
  if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  return found;
};
const check = (endpoint: string, allowLocal = false) => checkEndpoint(endpoint, { allowLocal, resolve });

describe('push endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://142.250.72.10/send',
    'https://[2607:f8b0:4005:80c::200a]/send',
  ])('accepts %s', async (endpoint) => {
    await expect(check(endpoint)).resolves.toBeInstanceOf(URL);
  });

  it.each([
    ['http, not https', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a name resolving to a private address', 'https://push.example.test/send'],
    ['a name with one private address among public ones', 'https://half.example.test/send'],
    ['a name resolving to the metadata address', 'https://metadata.example.test/'],
    ['a name resolving to a unique-local IPv6 address', 'https://v6-private.example.test/'],
    ['a name resolving to an IPv4-mapped loopback', 'https://mapped.example.test/'],
    ['a name resolving to NAT64', 'https://nat64.example.test/'],
    ['a name resolving to Teredo', 'https://teredo.example.test/'],
    ['a name with no address', 'https://nothing.example.test/'],
    ['a name that does not resolve', 'https://unknown.example.test/'],
    ['localhost', 'https://localhost/send'],
    ['a user and password', 'https://a:b@fcm.googleapis.com/send'],
    ['the local test service without PUSH_ALLOW_LOCAL', 'http://127.0.0.1:9999/push/x'],
  ])('refuses %s', async (_why, endpoint) => {
    await expect(check(endpoint)).rejects.toMatchObject({ reason: 'bad-endpoint' });
  });

  it.each([
    ['an empty host (read as a host "p")', 'https:///p'],
    ['a one-label name', 'https://printer/push'],
    ['a one-label name with the root dot', 'https://intranet./push'],
    ['localhost without PUSH_ALLOW_LOCAL', 'https://localhost/push'],
  ])('refuses %s before any DNS lookup', async (_why, endpoint) => {
    const asked: string[] = [];
    const rules = { allowLocal: false, resolve: async (host: string) => (asked.push(host), resolve(host)) };
    await expect(checkEndpoint(endpoint, rules)).rejects.toMatchObject({ reason: 'bad-endpoint' });
    expect(asked).toEqual([]);
  });

  it('says the same whatever is wrong, so its answer tells nobody which names resolve', async () => {
    const messages = new Set<string>();
    for (const endpoint of [
      'https://unknown.example.test/',
      'https://nothing.example.test/',
      'https://push.example.test/send',
      'https://printer/push',
      'https://10.0.0.1/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://a:b@fcm.googleapis.com/send',
      'not a url',
    ]) {
      messages.add(await check(endpoint).then(String, (error: Error) => error.message));
    }
    expect([...messages]).toEqual([ENDPOINT_REFUSED]);
  });

  it('lets the local test service through with PUSH_ALLOW_LOCAL, and nothing else more', async () => {
    await expect(check('http://127.0.0.1:9999/push/x', true)).resolves.toBeInstanceOf(URL);
    await expect(check('http://[::1]:9999/push/x', true)).resolves.toBeInstanceOf(URL);
    await expect(check('http://push.example.test/push/x', true)).rejects.toMatchObject({ reason: 'bad-endpoint' });
    await expect(check('http://10.0.0.1/push/x', true)).rejects.toMatchObject({ reason: 'bad-endpoint' });
  });

  it.each([
    ['8.8.8.8', true],
    ['142.250.72.10', true],
    ['2607:f8b0::1', true],
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['127.0.0.1', false],
    ['169.254.1.1', false],
    ['172.31.255.255', false],
    ['192.0.2.1', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:8.8.8.8', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['2002:a00:1::1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('the lookup of a push request, at the moment of sending', () => {
  const lookUp = (url: string, allowLocal: boolean, hostname: string) =>
    new Promise<{ error: NodeJS.ErrnoException | null; addresses: unknown }>((resolve) => {
      const lookup = guardedLookup({ allowLocal }, new URL(url));
      lookup(hostname, { all: true }, (error, addresses) => resolve({ error, addresses }));
    });

  it('refuses a name that resolves to this machine (as a rebound name would)', async () => {
    const { error } = await lookUp('https://localhost/push', false, 'localhost');
    expect(error?.code).toBe('EBADHOST');
  });

  it('lets the local test service resolve to loopback with PUSH_ALLOW_LOCAL', async () => {
    const { error, addresses } = await lookUp('http://localhost:9999/push', true, 'localhost');
    expect(error).toBeNull();
    expect((addresses as { address: string }[]).every((each) => ['127.0.0.1', '::1'].includes(each.address))).toBe(
      true,
    );
  });
});

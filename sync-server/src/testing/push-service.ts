import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushPayload } from '#shared/notices';

/**
 * A push service on this machine for tests (docs/notices.md: headless Chromium cannot
 * subscribe to a real one here). It plays both ends a real one joins: it makes a phone's
 * subscription (a P-256 key pair and an auth secret, as a browser does), and it receives what
 * the bakery posts to that subscription's endpoint, checks the VAPID signature, and decrypts
 * the payload with the phone's private key (http_ece, RFC 8291's aes128gcm), as the phone would.
 * The bakery must run with PUSH_ALLOW_LOCAL=1 to send here (http to 127.0.0.1).
 */
export interface ReceivedPush {
  phone: string;
  payload: PushPayload;
  headers: http.IncomingHttpHeaders;
  /** The VAPID key the request was signed with (base64url), checked against its JWT. */
  vapidKey: string;
  /** The audience the JWT names: the origin of the endpoint. */
  audience: string;
}

export interface TestPushService {
  url: string;
  /** A subscription as the browser's PushSubscription.toJSON() gives it, for phone `phone`. */
  subscribe(phone: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Answer the next pushes to `phone` with `status` (410: the phone unsubscribed). */
  answer(phone: string, status: number): void;
  received(phone?: string): ReceivedPush[];
  /** Every request that arrived, decryptable or not, by phone. */
  requests(phone?: string): number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const phones = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const arrived: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      const phone = phones.get(name);
      arrived.push(name);
      if (!phone) return void response.writeHead(404).end();
      if (phone.status >= 300) return void response.writeHead(phone.status).end();
      try {
        const { key, audience } = checkVapid(request.headers.authorization ?? '');
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: phone.ecdh,
          authSecret: phone.auth,
        });
        received.push({
          phone: name,
          payload: JSON.parse(plain.toString('utf8')) as PushPayload,
          headers: request.headers,
          vapidKey: key,
          audience,
        });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    subscribe(phone) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      phones.set(phone, { ecdh, auth, status: 201 });
      return {
        endpoint: `${url}/push/${encodeURIComponent(phone)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(phone, status) {
      phones.get(phone)!.status = status;
    },
    received: (phone) => received.filter((each) => phone === undefined || each.phone === phone),
    requests: (phone) => arrived.filter((each) => phone === undefined || each === phone).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * VAPID (RFC 8292): `vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by that key and
 * names the push service's origin as its audience and a time in the next day as its expiry.
 */
function checkVapid(authorization: string): { key: string; audience: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 25 * 60 * 60 * 1000) {
    throw new Error('the VAPID token expires at an odd time');
  }
  return { key, audience: body.aud };
}

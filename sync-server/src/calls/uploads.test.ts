import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { MAX_UPLOAD_BYTES, UPLOAD_LINK_LIFETIME_MS } from '../services/content/uploads';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  auth = { Authorization: `Bearer ${await server.adminToken()}` };
});
afterAll(() => server.stop());

const uploadLink = async () =>
  (await server.request<{ uploadURL: string }>('POST', '/api/admin/recipes/upload', undefined, auth)).body.uploadURL;

const put = (url: string, body: Buffer, type = 'image/png') =>
  fetch(server.url + url, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(body) });

describe('recipe photo upload', () => {
  it('stores a photo sent to a signed link, registers it, and serves it with long caching', async () => {
    const uploadURL = await uploadLink();
    expect(uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    expect((await put(uploadURL, png)).status).toBe(200);

    const registered = await server.request<{ objectPath: string }>(
      'PUT',
      '/api/admin/recipes/photo',
      { photoURL: uploadURL },
      auth,
    );
    // Named by its bytes: the same name always means the same picture (immutable caching is safe).
    const sha256 = createHash('sha256').update(png).digest('hex');
    expect(registered.body.objectPath).toBe(`/uploads/${sha256}.png`);

    const served = await fetch(server.url + registered.body.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('max-age=31536000,immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('takes one upload per link: a second PUT, later or at the same time, is refused with 409', async () => {
    const later = await uploadLink();
    expect((await put(later, png)).status).toBe(200);
    const again = await put(later, Buffer.concat([png, Buffer.from('other')]));
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).reason).toBe('upload-link-used');

    const together = await uploadLink();
    const answers = await Promise.all([put(together, png), put(together, png), put(together, png)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('judges the type by the bytes: a text file called a PNG is refused with 415', async () => {
    const answer = await put(await uploadLink(), Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(answer.status).toBe(415);
    expect(((await answer.json()) as ApiError).message).toBe('Photos must be JPEG, PNG, WebP or AVIF images');
  });

  it('refuses more than 10 MB with 413, and keeps nothing of it', async () => {
    const uploadURL = await uploadLink();
    const tooBig = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await put(uploadURL, tooBig)).status).toBe(413);
    const register = await server.request('PUT', '/api/admin/recipes/photo', { photoURL: uploadURL }, auth);
    expect(register.status).toBe(404);
  });

  it('refuses a forged or expired link with 403', async () => {
    const uploadURL = await uploadLink();
    expect((await put(uploadURL.replace(/signature=[\w-]+/, 'signature=forged'), png)).status).toBe(403);
    server.clock.advance(UPLOAD_LINK_LIFETIME_MS + 1000);
    const expired = await put(uploadURL, png);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as ApiError).reason).toBe('expired-upload-link');
  });

  it('does not serve anything outside the upload folder', async () => {
    for (const path of ['/uploads/../bakery.sqlite', '/uploads/%2e%2e%2fbakery.sqlite', '/uploads/bakery.sqlite']) {
      const answer = await fetch(server.url + path);
      expect(answer.headers.get('content-type') ?? '').not.toMatch(/octet|sqlite/);
    }
  });
});

describe('registering a photo that is no upload of ours', () => {
  // Found by the fuzzer (src/fuzz): "http://[" made `new URL` throw, answered 500.
  it.each(['http://[', '//', 'http://bakery.test:99999/x', '/uploads/elsewhere.png'])(
    'refuses %s with a 400 in words, and changes nothing',
    async (photoURL) => {
      const photosBefore = await server.db('photos').count({ n: '*' });
      const answer = await server.request<ApiError>('PUT', '/api/admin/recipes/photo', { photoURL }, auth);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'That photo was not uploaded to this bakery. Please upload it again.',
        reason: 'invalid-photo-url',
      });
      expect(await server.db('photos').count({ n: '*' })).toEqual(photosBefore);
    },
  );
});

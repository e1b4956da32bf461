import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A refusal of bad input is worded for a person (docs/api.md, "Errors"). Found by the fuzzer
 * (src/fuzz): zod's own words reached the client ("Invalid input: expected object, received
 * array"), naming no field, and an issue written to stand beside its field began a message in
 * lower case ("sessionId must be 8 to 128 characters").
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const owner = async () => ({ Authorization: `Bearer ${await server.adminToken()}` });

describe("zod's words, said for people", () => {
  it.each([
    ['a list for a body', 'POST', '/api/cart/reserve', '[1,2]', 'The request should be an object, not a list'],
    [
      'a number for a text',
      'POST',
      '/api/admin/logout',
      '{"sessionToken":-1}',
      'The field sessionToken should be text, not a number',
    ],
    ['a missing field', 'POST', '/api/push/unsubscribe', '{}', 'The field endpoint is required'],
  ])('%s', async (_name, method, path, body, message) => {
    const answer = await server.request<ApiError>(method, path, body, { 'Content-Type': 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(answer.body.reason).toBe('invalid-input');
  });

  it('a word for a number in a query', async () => {
    const answer = await server.request<ApiError>('GET', '/api/orders?limit=lots', undefined, await owner());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The field limit should be a number');
    expect(answer.body.issues).toEqual([{ path: 'limit', message: 'The field limit should be a number' }]);
  });

  it('a list too long, and a text too long', async () => {
    const answer = await server.request<ApiError>('POST', '/api/admin/logout', { sessionToken: 'x'.repeat(201) });
    expect(answer.body.message).toBe('The field sessionToken is too long: at most 200 characters');
  });

  it("keeps a schema's own words", async () => {
    const answer = await server.request<ApiError>('POST', '/api/contact', {
      email: 'lena',
      subject: 'Hi',
      message: 'A long enough message',
    });
    expect(answer.body.message).toBe('Please enter a valid email address');
  });
});

describe('a message of several issues', () => {
  it('begins each with a capital letter, as a sentence does', async () => {
    const answer = await server.request<ApiError>('POST', '/api/cart/reserve', {
      sessionId: 'short',
      productId: 'focaccia',
      quantity: 1,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('SessionId must be 8 to 128 characters');
    // Beside its field, the issue keeps the schema's words as they are.
    expect(answer.body.issues).toEqual([{ path: 'sessionId', message: 'sessionId must be 8 to 128 characters' }]);
  });
});

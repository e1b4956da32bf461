import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import type { CallSpec } from '#shared/calls/define';
import { calls, callHandlers } from '../calls';
import { mountCalls } from '../http/run-calls';
import { startTestServer, type TestServer } from '../testing/test-server';
import { openApiPath } from './openapi';

/**
 * The API reference (GET /api/openapi.json) against the server itself: it names every call the
 * runner mounts and no other, with the same method and path, and it is a valid OpenAPI 3.1
 * document. Both are written from the contract (shared-schema/src/calls): a call mounted some
 * other way, or described without being mounted, fails here.
 */
let server: TestServer;
interface Operation {
  operationId?: unknown;
  security?: unknown;
}
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
/** Every operation of the document, as "METHOD /path". */
const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
  );
beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.request<typeof document>('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body;
});
afterAll(() => server.stop());

/** The two busiest reads are answered ahead of the routers (http/run-calls.ts preparedReads). */
const answeredAheadOfTheRouters = ['GET /api/inventory', 'GET /api/pickup-settings'];

describe('the API reference', () => {
  it("names exactly the server's routes", () => {
    const routers = { public: new Router(), owner: new Router() };
    mountCalls(routers, calls, callHandlers, server.running.deps);
    const routed = [routers.public, routers.owner].flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${openApiPath(String(layer.path))}`),
      ),
    );
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(routed).size).toBe(routed.length); // no route registered twice
    expect([...described].sort()).toEqual([...routed, ...answeredAheadOfTheRouters].sort());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("says who may make each call: her session on the owner's, nothing on the others (security: [])", () => {
    const access = new Map(
      Object.values<CallSpec>(calls).map((route) => [`${route.method} ${openApiPath(route.path)}`, route.access]),
    );
    for (const [key, operation] of operations()) {
      // A call that declares nothing is read as "unknown" by Redocly and most client generators.
      expect(operation.security, key).toEqual(access.get(key) === 'owner' ? [{ ownerSession: [] }] : []);
    }
  });

  it('names every call with an operationId of its own, made from its method and path (or its edit kind)', () => {
    const ids = operations().map(([, operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Stable: a client generated from the reference keeps its function names from one version to the next.
    expect(document.paths['/api/cart/reserve']!.post!.operationId).toBe('postCartReserve');
    expect(document.paths['/api/cart/reserve/{id}']!.delete!.operationId).toBe('deleteCartReserveById');
    expect(document.paths['/api/orders/{id}/calendar.ics']!.get!.operationId).toBe('getOrdersByIdCalendarIcs');
    expect(document.paths['/api/inventory/{id}/stock']!.patch!.operationId).toBe('setStock');
  });

  it("describes a call's body and answer from its shared schema", () => {
    const reserve = document.paths['/api/cart/reserve']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(reserve.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['sessionId', 'productId', 'quantity']),
    );
    expect(Object.keys(reserve.responses)).toContain('201');
    const stock = document.paths['/api/inventory/{id}/stock']!.patch as { parameters: { name: string; in: string }[] };
    expect(stock.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path' }),
        expect.objectContaining({ name: 'Idempotency-Key' }),
      ]),
    );
  });
});

import type Router from '@koa/router';
import { openApiDocument } from '../api-reference/openapi';

/** GET /api/openapi.json: the API reference (api-reference/openapi.ts), written once, on first ask. */
export function referenceRoutes(router: Router): void {
  let text: string | undefined;
  router.get('/api/openapi.json', (ctx) => {
    text ??= JSON.stringify(openApiDocument());
    ctx.type = 'application/json';
    ctx.body = text;
  });
}

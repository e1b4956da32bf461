import Koa from 'koa';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import type { AppDeps } from './deps';
import { logAppError } from './http/app-errors';
import type { Metrics } from './http/metrics';
import { limitBodyDepth } from './http/body-depth';
import { errorHandler } from './http/error-handler';
import { wordIssuesForPeople } from './http/issue-words';
import { pwaStatic } from './http/pwa-static';
import { crawlerFiles } from './pages/crawler-files';
import { previewImages } from './pages/preview-images';
import { createPageRenderer } from './pages/page-renderer';
import { isAppPage } from './pages/app-pages';
import { securityHeaders } from './http/security-headers';
import { uploadsStatic } from './http/uploads-static';
import Router from '@koa/router';
import { callHandlers, calls } from './calls';
import { mountCalls, preparedReads } from './http/run-calls';

export const JSON_BODY_LIMIT = '100kb';

/**
 * The Koa app, in middleware order:
 *  0. with METRICS_TOKEN, the metrics (http/metrics.ts): every request counted, GET /metrics;
 *  1. errors first, so everything after it answers in the contract's error shape;
 *  2. headers every answer carries;
 *  3. the busiest answers, each the same bytes for everyone until it changes, compressed once
 *     (services/catalogue/prepared-body.ts, http/send-prepared.ts): the catalogue and pickup
 *     settings (first: the shop's busiest reads), then the public pages (rendered), each
 *     matched by its exact path against nothing else;
 *  4. compression of the other answers over 1 KB (built assets are served precompressed, see
 *     cli/build-pwa-if-stale.ts);
 *  5. the JSON body parser (100 KB, objects and arrays only; POST, PUT and PATCH);
 *  6. the API, every call of the contract (shared-schema/src/calls) mounted by one runner
 *     (http/run-calls.ts): the customer calls first (the many), then the owner's;
 *  7. recipe photos, robots.txt, sitemap.xml and link previews (/previews/), then the built PWA's files, and the app shell
 *     for any other page of the app (404 for an address that is none).
 */
export function createApp(deps: AppDeps, metrics?: Metrics): Koa {
  // With N proxies in front, the client is the Nth address from the right of X-Forwarded-For:
  // entries further left were written by the client and can say anything.
  const app = new Koa({ proxy: deps.config.proxyHops > 0, maxIpsCount: deps.config.proxyHops });
  const customerApi = new Router();
  const adminApi = new Router();
  mountCalls({ public: customerApi, owner: adminApi }, calls, callHandlers, deps);
  const pages = createPageRenderer(deps, deps.config.staticDir);
  const pwa = pwaStatic(deps.config.staticDir, pages, deps.clock, (path, query) =>
    isAppPage(deps.orderLinkKey, path, query),
  );
  app.on('error', logAppError(deps.log));
  wordIssuesForPeople();
  // Around everything, so each request is counted with the status it was answered with.
  if (metrics) app.use(metrics.middleware);
  app.use(errorHandler(deps.log, deps.outage));
  app.use(securityHeaders({ publicUrl: deps.config.publicUrl }));
  app.use(preparedReads(calls, callHandlers, deps));
  app.use(pwa.pages);
  app.use(compress({ threshold: 1024 }));
  const bodyParser = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: JSON_BODY_LIMIT,
    multipart: false,
    urlencoded: false,
    text: false,
  });
  // GET and HEAD have no body: reads skip the parser altogether.
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : bodyParser(ctx, next)));
  app.use(limitBodyDepth);
  app.use(customerApi.routes());
  app.use(adminApi.routes());
  // The routers record the paths they matched, so one answers 405 for any of them.
  app.use(adminApi.allowedMethods({ throw: false }));
  app.use(uploadsStatic(deps.photos));
  app.use(crawlerFiles(deps));
  app.use(previewImages(deps, pages.pictures).middleware);
  app.use(pwa.files);
  return app;
}

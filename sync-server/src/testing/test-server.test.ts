import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PickupSettings, PublicPickupSettings } from '#shared/pickup-settings';
import { fakeBuild } from './fake-build';
import { asOwner } from './owner';
import { openOrdersWithoutTheSchedule, startTestServer, type TestServer } from './test-server';

/**
 * The test server's own step (openOrdersWithoutTheSchedule): orders open with auto-manage off,
 * written behind the server's back, and seen at once by every reader that kept the settings
 * before (the settings call, the rendered page), not when their minute turns.
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;
beforeAll(async () => {
  build = fakeBuild(
    `export async function renderPage() { return { html: '<p>shop</p>', title: 'Shop', styles: '' }; }`,
  );
  server = await startTestServer({ STATIC_DIR: build.dir });
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

const autoManageOnThePage = async () =>
  /"autoManage":(true|false)/.exec(await (await fetch(`${server.url}/`)).text())?.[1];

it('opens orders with auto-manage off for the readers that kept the settings before', async () => {
  // As a server that just started has them: auto-manage on and orders closed, read and kept.
  const current = (await server.request<PickupSettings>('GET', '/api/pickup-settings')).body;
  const change = { ...current, autoManage: true, ordersOpen: false };
  expect((await asOwner(server, 'PUT', '/api/pickup-settings', change)).status).toBe(200);
  expect((await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body).toMatchObject({
    autoManage: true,
  });
  expect(await autoManageOnThePage()).toBe('true');

  await openOrdersWithoutTheSchedule(server.running);
  expect((await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body).toMatchObject({
    autoManage: false,
    ordersOpen: true,
  });
  expect(await autoManageOnThePage()).toBe('false');
});

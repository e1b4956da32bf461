import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { fakeBuild } from './fake-build';
import { startTestServer, type TestServer } from './test-server';

/**
 * The test server opens orders with auto-manage off (openOrdersWithoutTheSchedule) before the
 * server reads anything: the pages it makes as it starts carry those settings, as every later
 * reader does, so no page or live snapshot of the seeded settings is left to differ from them
 * once the minute turns (the server keeps its settings for the minute).
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;
beforeAll(async () => {
  // The build's page says the settings it was rendered with, and records each render.
  build = fakeBuild(`export async function renderPage({ url, lists }) {
    const settings = lists['/api/pickup-settings'];
    (globalThis.settingsRendered ??= []).push({ url, autoManage: settings.autoManage, ordersOpen: settings.ordersOpen });
    return { html: '<p>shop</p>', title: 'Shop', styles: '' };
  }`);
  server = await startTestServer({ STATIC_DIR: build.dir });
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

it('opens orders with auto-manage off for every reader, the pages made as the server starts included', async () => {
  const rendered = () =>
    (globalThis as { settingsRendered?: { url: string; autoManage: boolean; ordersOpen: boolean }[] })
      .settingsRendered ?? [];
  await expect.poll(() => rendered().map((page) => page.url)).toContain('/');
  expect(rendered()).not.toContainEqual(expect.objectContaining({ autoManage: true }));
  expect(rendered()).not.toContainEqual(expect.objectContaining({ ordersOpen: false }));
  const settings = await server.request<PublicPickupSettings>('GET', '/api/pickup-settings');
  expect(settings.body).toMatchObject({ ordersOpen: true, autoManage: false });
});

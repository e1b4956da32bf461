import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentOf } from '../moment';
import { toMorningAfterPickup } from '../../testing/slots';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { timeLimit } from '../../testing/time-limits';
import { followShopsBake } from './shops-bake';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.freeze();
}, timeLimit(60_000));
afterAll(() => server?.stop());

const moment = () => momentOf(server.running.deps, server.clock.now());

describe('the shop moving on to its next bake', () => {
  it('is told once, as a change of every product, and not while it sells the same bake', async () => {
    const follow = followShopsBake(server.db);
    expect(await follow.pass(moment())).toEqual({}); // the first pass notes the bake
    expect(await follow.pass(moment())).toEqual({});
    await toMorningAfterPickup(server);
    const changed = await follow.pass(moment());
    const products = (await server.db('inventory').pluck('id')) as string[];
    expect([...(changed.products ?? [])].sort()).toEqual([...products].sort());
    expect(await follow.pass(moment())).toEqual({});
  });
});

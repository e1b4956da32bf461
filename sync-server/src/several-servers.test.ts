import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { WebSocket } from 'ws';
import type { LiveMessage } from '#shared/live';
import { OWNER_SOCKET_UNAUTHORIZED, type OwnerLiveMessage } from '#shared/owner-live';
import { LiveClient } from './testing/live-client';
import { itemsOrderedAt, orderPayload, setStock as setEveryBake, stockOf } from './testing/orders';
import { setHomeCapacity } from './testing/slots';
import { applyScheduleAndAnnounce } from './services/notices/drop-notices';
import { momentOf } from './services/moment';
import { offerToLines } from './services/waitlist/offers';
import { offerPlacesToLines } from './services/waitlist/place-offers';
import { testingOnPostgres } from './testing/test-database';
import { startTestServers, TEST_ADMIN, type TestServer } from './testing/test-server';
import { timeLimit } from './testing/time-limits';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer (issue 13; docs/operations.md, "Growing beyond one machine"). Runs on the PostgreSQL pass of the suite (.ci/test-postgres): SQLite is
 * the one-server database, and what is tested here (row locks across servers, LISTEN/NOTIFY,
 * shared limits and photos) is PostgreSQL's.
 */
describe.skipIf(!testingOnPostgres())('two servers on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Started at once on an empty database: both must come up (start-up under an advisory lock).
    [a, b] = (await startTestServers(2, { LOG_LEVEL: 'silent' })) as [TestServer, TestServer];
    auth = { Authorization: `Bearer ${await a.adminToken()}` };
  }, timeLimit(60_000));
  afterAll(() => a?.stopAll?.());

  /** Sets a product's stock for every bake through server `via`, as the owner would (testing/orders.ts). */
  const setStock = (via: TestServer, productId: string, stock: number) => setEveryBake(via, productId, stock, auth);
  const hold = (via: TestServer, sessionId: string, productId: string) =>
    via.request('POST', '/api/cart/reserve', { sessionId, productId, quantity: 1 });
  const through = (i: number) => (i % 2 === 0 ? a : b);

  const listening = async () =>
    Number(
      (
        (await a.db.raw(
          `select count(*) as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
        )) as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
  /**
   * Ends both servers' LISTEN connections (as a PostgreSQL restart or a network blip would) and
   * resolves once they are gone, before the servers listen again (they retry after a second):
   * what is announced until then reaches no other server.
   */
  async function cutListening() {
    await a.db.raw(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await expect.poll(listening, { interval: 10, timeout: timeLimit(900) }).toBe(0);
  }

  /** The owner's live channel on `via`, signed in with `token`: its messages, and how it closed. */
  async function ownerSocket(via: TestServer, token: string) {
    const socket = new WebSocket(via.url.replace('http', 'ws') + '/ws/admin');
    const messages: OwnerLiveMessage[] = [];
    let closedWith: number | null = null;
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as OwnerLiveMessage));
    socket.on('close', (code) => (closedWith = code));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await expect.poll(() => messages.some((message) => message.type === 'ready')).toBe(true);
    return { socket, messages, closedWith: () => closedWith };
  }

  it('both came up on the empty database, with one owner and one seeded catalogue', async () => {
    for (const server of [a, b]) expect((await server.request('GET', '/api/health')).status).toBe(200);
    expect(await a.db('admin_users').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await a.db('inventory').count({ n: '*' })).toEqual([{ n: 15 }]);
  });

  it('50 holds of 1 at once on a stock of 5, through both servers, give exactly 5', async () => {
    await setStock(a, 'focaccia', 5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => hold(through(i), `two-servers-hold-${i}`, 'focaccia')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const [{ held }] = (await a.db('cart_reservations').where({ productId: 'focaccia' }).sum({ held: 'quantity' })) as [
      { held: number },
    ];
    expect(held).toBe(5);
  });

  it('holds mixed with orders, through both servers, never oversell', async () => {
    await setStock(a, 'sandwich-bread', 5);
    const payload = await orderPayload(a, 'unused', [{ productId: 'sandwich-bread', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 < 2
          ? hold(through(i), `mixed-hold-${i}`, 'sandwich-bread')
          : through(i).request('POST', '/api/orders', { ...payload, sessionId: `mixed-order-${i}` }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 201).length;
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    // Every request wanted 1 and only a sold-out shelf refuses: exactly the 5 loaves were taken.
    expect(won).toBe(5);
    const ordered = answers.filter((answer, i) => answer.status === 201 && i % 4 >= 2).length;
    const [{ held }] = (await a.db('cart_reservations').where({ productId: 'sandwich-bread' }).sum({
      held: 'quantity',
    })) as [{ held: number | null }];
    expect(await stockOf(a, 'sandwich-bread')).toBe(5 - ordered);
    expect(Number(held ?? 0)).toBe(5 - ordered);
  });

  it('50 customers for 5 places of a slot, through both servers, give exactly 5; the oven cap holds too', async () => {
    await setStock(a, 'burger-buns', 500);
    await setHomeCapacity(a, { slotMinutes: 30, ordersPerSlot: 5 });
    const payloads = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        orderPayload(a, `slot-race-${i}`, [{ productId: 'burger-buns', quantity: 4 }]),
      ),
    );
    const answers = await Promise.all(
      payloads.map((payload, i) => through(i).request('POST', '/api/orders', { ...payload, pickupSlot: '15:00' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await a.db('orders').where({ pickupSlot: '15:00' }).whereNot('status', 'cancelled')).toHaveLength(5);

    const homeItems = async () => {
      const [{ items }] = (await a.db('orders').whereNot('status', 'cancelled').where({ pickupLocation: 'home' }).sum({
        items: 'itemCount',
      })) as [{ items: number | string | null }];
      return Number(items ?? 0);
    };
    const booked = await homeItems();
    await setHomeCapacity(a, { itemsPerPickup: booked + 20 }); // room for 5 more orders of 4
    const more = await Promise.all(
      payloads.map((payload, i) =>
        through(i).request('POST', '/api/orders', { ...payload, sessionId: `oven-race-${i}` }),
      ),
    );
    expect(more.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(await homeItems()).toBe(booked + 20);
    await setHomeCapacity(a, {});
  });

  /** Her settings card saved (signed in as she is now: an earlier test reset her password). */
  const ownSettings = async (changes: Record<string, unknown>) => {
    const { pickupDate, pickupAddress, bannerMessage } = (
      await a.request<Record<string, unknown>>('GET', '/api/pickup-settings')
    ).body;
    const body = { pickupDate, pickupAddress, bannerMessage, ordersOpen: true, autoManage: false, ...changes };
    expect((await a.request('PUT', '/api/pickup-settings', body, auth)).status).toBe(200);
  };

  it('the oven of a bake day, through both servers, at her door and the market at once: never past it', async () => {
    await setStock(a, 'focaccia', 500);
    await setStock(a, 'sandwich-bread', 500);
    const { nextPickupDates } = (
      await a.request<{ nextPickupDates: Record<string, string> }>('GET', '/api/pickup-settings')
    ).body;
    const door = nextPickupDates.home!;
    const market = nextPickupDates['farmers-market']!;
    const bakeDay = door < market ? door : market;
    const daysFrom = (day: string) => (Date.parse(day) - Date.parse(bakeDay)) / 86_400_000;
    const bakeItems = () =>
      itemsOrderedAt(a, [
        [door, 'home'],
        [market, 'farmers-market'],
      ]);
    const booked = await bakeItems();
    // One bake serves both, with room for 12 more items.
    await ownSettings({
      bakeDaysBefore: { home: daysFrom(door), 'farmers-market': daysFrom(market) },
      ovenPerBakeDay: booked + 12,
    });
    // Her door's orders and the market's of different loaves, so no product's lock puts the two
    // places' orders in line (each is counted under the lock of every pickup of its bake day).
    const where = (i: number) => (i % 2 === 0 ? 'home' : 'farmers-market');
    const payloads = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        orderPayload(a, `bake-race-${i}`, [
          { productId: where(i) === 'home' ? 'focaccia' : 'sandwich-bread', quantity: 1 },
        ]),
      ),
    );
    const answers = await Promise.all(
      payloads.map((payload, i) =>
        through(Math.floor(i / 2)).request<ApiError>('POST', '/api/orders', { ...payload, pickupLocation: where(i) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(12);
    expect(
      answers.filter((answer) => answer.status === 409).every((answer) => answer.body.reason === 'pickup-full'),
    ).toBe(true);
    expect(await bakeItems()).toBe(booked + 12);
    // Her market's orders cancelled, so the market day below starts with the muffins alone.
    await a.db('orders').where('sessionId', 'like', 'bake-race-%').update({ status: 'cancelled' });
    await ownSettings({ bakeDaysBefore: { home: 0, 'farmers-market': 1 }, ovenPerBakeDay: null });
  });

  it('three places and two bake days, her new place saved on one server: no pickup or bake day past its cap on either', async () => {
    await setStock(a, 'focaccia', 500);
    await setStock(a, 'sandwich-bread', 500);
    await setStock(a, 'raspberry-scone', 500);
    const tuesday = 'bogert-market-twos';
    // Her Tuesday market, saved through the second server: the first must offer it too.
    const place = {
      placeKind: 'market',
      name: 'Bogert Market',
      address: 'Bogert Park, 325 S Church Ave, Bozeman, MT 59715',
      note: '',
      weekday: 2,
      from: '17:00',
      until: '20:00',
      cutoffHours: null,
      active: true,
      bakeDaysBefore: 0,
      capacity: { slotMinutes: 0, ordersPerSlot: null, itemsPerPickup: 5 },
    };
    expect((await b.request('PUT', `/api/admin/places/${tuesday}`, place, auth)).status).toBe(200);
    // The first server hears of it through the relay, a moment later: it offers the place then.
    const settingsOfA = async () =>
      (await a.request<{ nextPickupDates: Record<string, string> }>('GET', '/api/pickup-settings')).body;
    await expect
      .poll(async () => (await settingsOfA()).nextPickupDates[tuesday], { timeout: timeLimit(5000) })
      .toBeTruthy();
    const { nextPickupDates } = await settingsOfA();
    const door = nextPickupDates.home!;
    const market = nextPickupDates['farmers-market']!;
    const evening = nextPickupDates[tuesday]!;
    expect(evening).toBeDefined();
    const bakeDay = door < market ? door : market;
    const daysFrom = (day: string) => (Date.parse(day) - Date.parse(bakeDay)) / 86_400_000;
    const fridayBake = () =>
      itemsOrderedAt(a, [
        [door, 'home'],
        [market, 'farmers-market'],
      ]);
    const booked = await fridayBake();
    await ownSettings({
      bakeDaysBefore: { home: daysFrom(door), 'farmers-market': daysFrom(market), [tuesday]: 0 },
      ovenPerBakeDay: booked + 8,
    });
    const places = ['home', 'farmers-market', tuesday];
    const products = ['focaccia', 'sandwich-bread', 'raspberry-scone'];
    const payloads = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        orderPayload(a, `three-places-${i}`, [{ productId: products[i % 3]!, quantity: 1 }]),
      ),
    );
    const answers = await Promise.all(
      payloads.map((payload, i) =>
        through(Math.floor(i / 3)).request<ApiError>('POST', '/api/orders', {
          ...payload,
          pickupLocation: places[i % 3],
        }),
      ),
    );
    // By hand, from the orders: Friday's bake took 8 more, Tuesday's pickup its own cap of 5.
    expect(await fridayBake()).toBe(booked + 8);
    expect(await itemsOrderedAt(a, [[evening, tuesday]])).toBe(5);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(8 + 5);
    expect(
      answers.filter((answer) => answer.status !== 201).every((answer) => answer.body.reason === 'pickup-full'),
    ).toBe(true);
    // Stopped again, and the oven off: the stories after this one see her first two places.
    await a.db('orders').where('sessionId', 'like', 'three-places-%').update({ status: 'cancelled' });
    expect((await a.request('PUT', `/api/admin/places/${tuesday}`, { ...place, active: false }, auth)).status).toBe(
      200,
    );
    await ownSettings({ ovenPerBakeDay: null, bakeDaysBefore: { home: 0, 'farmers-market': 1 } });
  });

  it('offers places that come back at a full time to its line once each, in line order, whichever server runs the turn', async () => {
    await setStock(a, 'burger-buns', 500);
    await a.db('orders').where({ pickupLocation: 'home' }).delete();
    await setHomeCapacity(a, { slotMinutes: 30, ordersPerSlot: 2 });
    const booked = [];
    for (let i = 0; i < 2; i++) {
      const payload = await orderPayload(a, `place-booked-${i}`, [{ productId: 'burger-buns', quantity: 4 }]);
      const placed = await through(i).request<{ order: { id: string } }>('POST', '/api/orders', {
        ...payload,
        pickupSlot: '15:00',
      });
      expect(placed.status).toBe(201);
      booked.push(placed.body.order.id);
    }
    const line: { entry: { id: string }; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      // A place in line claims what her cart holds, no more (docs/waitlist.md): she holds 4 first.
      const held = await through(i).request('POST', '/api/cart/reserve', {
        sessionId: `place-line-${i}`,
        productId: 'burger-buns',
        quantity: 4,
      });
      expect(held.status).toBe(201);
      const joined = await through(i).request<{ entry: { id: string }; token: string }>(
        'POST',
        '/api/waitlist/places',
        {
          pickupLocation: 'home',
          pickupSlot: '15:00',
          items: 4,
          sessionId: `place-line-${i}`,
          email: `place-line-${i}@example.com`,
        },
      );
      expect(joined.status).toBe(201);
      line.push(joined.body);
    }
    // Both places come back (the owner cancels, through each server) while ten shoppers try the
    // time through both, and both servers run the line's turn twice, all at once.
    const turn = (via: TestServer) =>
      offerPlacesToLines(via.db, momentOf(via.running.deps, via.running.deps.clock.now()));
    const shoppers = Array.from({ length: 10 }, async (_, i) =>
      through(i).request('POST', '/api/orders', {
        ...(await orderPayload(a, `place-shopper-${i}`, [{ productId: 'burger-buns', quantity: 4 }])),
        pickupSlot: '15:00',
      }),
    );
    const cancels = booked.map((id, i) =>
      through(i).request(
        'PATCH',
        `/api/admin/orders/${id}/status`,
        { status: 'cancelled', reason: 'Oven broke' },
        auth,
      ),
    );
    const answers = await Promise.all(shoppers);
    expect((await Promise.all(cancels)).map((answer) => answer.status)).toEqual([200, 200]);
    await Promise.all([turn(a), turn(b), turn(a), turn(b)]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(0);
    const statuses = await Promise.all(
      line.map(
        async ({ entry, token }) =>
          (await b.request<{ entry: { status: string } }>('GET', `/api/waitlist/places/${entry.id}?t=${token}`)).body
            .entry.status,
      ),
    );
    expect(statuses).toEqual(['offered', 'offered', 'waiting', 'waiting']);
    await setHomeCapacity(a, {});
  });

  it('a stock or price change through one server reaches a live client of the other within a second', async () => {
    const client = new LiveClient(b.url);
    await client.next((message) => message.type === 'snapshot');
    const changed =
      (check: (item: { availableStock?: number; price: string | null }) => boolean) => (message: LiveMessage) =>
        message.type === 'inventory' && message.items.some((item) => item.id === 'bagels' && check(item));
    try {
      await setStock(a, 'bagels', 37);
      await client.next(
        changed((item) => item.availableStock === 37),
        1000,
      );
      await a.request('PATCH', '/api/inventory/bagels/price', { price: '13.50' }, auth);
      await client.next(
        changed((item) => item.price === '13.50'),
        1000,
      );
      // And the other server's cached catalogue follows too.
      const catalogue = await b.request<{ id: string; price: string }[]>('GET', '/api/inventory');
      expect(catalogue.body.find((item) => item.id === 'bagels')?.price).toBe('13.50');
    } finally {
      client.socket.close();
    }
  });

  it("a new order placed through one server reaches the owner's live orders on the other within a second", async () => {
    const socket = new WebSocket(b.url.replace('http', 'ws') + '/ws/admin');
    const messages: OwnerLiveMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as OwnerLiveMessage));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: auth.Authorization!.slice('Bearer '.length) }));
    try {
      await expect.poll(() => messages.some((message) => message.type === 'ready')).toBe(true);
      await setStock(a, 'english-muffins', 10);
      const payload = await orderPayload(a, 'unused', [{ productId: 'english-muffins', quantity: 1 }]);
      const placed = await a.request<{ order: { id: string; number: number } }>('POST', '/api/orders', {
        ...payload,
        sessionId: 'owner-live-shopper',
      });
      expect(placed.status).toBe(201);
      await expect
        .poll(() => messages.find((message) => message.type === 'order' && message.order.id === placed.body.order.id), {
          timeout: timeLimit(1000),
        })
        .toMatchObject({ order: { number: placed.body.order.number, status: 'placed' } });
    } finally {
      socket.close();
    }
  });

  it('keeps relaying changes after the listening connections drop (they reconnect and resync)', async () => {
    const client = new LiveClient(b.url);
    await client.next((message) => message.type === 'snapshot');
    try {
      // As when PostgreSQL restarts or a network blip cuts the servers' LISTEN connections.
      const ended = (await a.db.raw(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
      )) as { rows: { ended: boolean }[] };
      expect(ended.rows.length).toBe(2);
      await expect
        .poll(
          async () =>
            (
              (await a.db.raw(
                `select count(*) as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
              )) as { rows: { n: number }[] }
            ).rows[0]!.n,
          { timeout: timeLimit(5000) },
        )
        .toBe(2);
      await a.request('PATCH', '/api/inventory/pumpkin-bagels/price', { price: '14.25' }, auth);
      await client.next(
        (message) =>
          message.type === 'inventory' &&
          message.items.some((item) => item.id === 'pumpkin-bagels' && item.price === '14.25'),
        2000,
      );
    } finally {
      client.socket.close();
    }
  });

  it("a logout through one server closes the owner's live sockets on the other", async () => {
    const login = await a.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN);
    const token = login.body.sessionToken;
    const onB = await ownerSocket(b, token);
    const onA = await ownerSocket(a, token);
    expect((await a.request('POST', '/api/admin/logout', {}, { Authorization: `Bearer ${token}` })).status).toBe(200);
    await expect.poll(onB.closedWith, { timeout: timeLimit(2000) }).toBe(OWNER_SOCKET_UNAUTHORIZED);
    await expect.poll(onA.closedWith, { timeout: timeLimit(2000) }).toBe(OWNER_SOCKET_UNAUTHORIZED);
  });

  it('a logout through one server is refused by the other at once, even before the other hears of it', async () => {
    const login = await a.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN);
    const bearer = { Authorization: `Bearer ${login.body.sessionToken}` };
    // Used on B first, so B has found the session valid (and may remember it).
    expect((await b.request('GET', '/api/admin/verify', undefined, bearer)).status).toBe(200);
    // B will not hear the logout's notification: only the database can tell it.
    await cutListening();
    expect((await a.request('POST', '/api/admin/logout', {}, bearer)).status).toBe(200);
    // The logout's notification went while nobody listened, so B never gets it (PostgreSQL
    // does not keep one for a listener that comes later): what follows is B's own check.
    expect(await listening()).toBe(0);
    const after = await Promise.all(
      Array.from({ length: 30 }, () => b.request('GET', '/api/admin/verify', undefined, bearer)),
    );
    expect(after.map((answer) => answer.status)).toEqual(Array(30).fill(401));
    await expect.poll(listening, { timeout: timeLimit(5000) }).toBe(2);
  });

  it("the owner's live channel on the other server gets the orders placed while it was not listening", async () => {
    const owner = await ownerSocket(b, auth.Authorization!.slice('Bearer '.length));
    try {
      await setStock(a, 'english-muffins', 10);
      const payload = await orderPayload(a, 'unused', [{ productId: 'english-muffins', quantity: 1 }]);
      await cutListening();
      const placed = await a.request<{ order: { id: string; number: number } }>('POST', '/api/orders', {
        ...payload,
        sessionId: 'placed-in-the-gap',
      });
      expect(placed.status).toBe(201);
      expect(await listening()).toBe(0); // placed while B could not hear of it
      await expect
        .poll(
          () => owner.messages.find((message) => message.type === 'order' && message.order.id === placed.body.order.id),
          {
            timeout: timeLimit(5000),
          },
        )
        .toMatchObject({ order: { number: placed.body.order.number } });
    } finally {
      owner.socket.close();
    }
  });

  it('a password reset through one server ends the sessions the other trusts, at once', async () => {
    const login = await b.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN);
    const bearer = { Authorization: `Bearer ${login.body.sessionToken}` };
    expect((await b.request('GET', '/api/admin/verify', undefined, bearer)).status).toBe(200);
    const onB = await ownerSocket(b, login.body.sessionToken);
    await a.request('POST', '/api/admin/password-reset-request', { email: TEST_ADMIN.email });
    // A pass for what is due whether or not the kick after the commit has come yet.
    a.running.deps.mailer.kick();
    b.running.deps.mailer.kick();
    await Promise.all([a.running.deps.mailer.drain(), b.running.deps.mailer.drain()]);
    // Whichever server claimed the e-mail wrote it.
    const mail = [...(await a.outbox()), ...(await b.outbox())]
      .filter((message) => message.name.includes('password-reset'))
      .at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await a.request('POST', '/api/admin/password-reset', { token, newPassword: TEST_ADMIN.password });
    expect(reset.status).toBe(200);
    expect((await b.request('GET', '/api/admin/verify', undefined, bearer)).status).toBe(401);
    await expect.poll(onB.closedWith, { timeout: timeLimit(2000) }).toBe(OWNER_SOCKET_UNAUTHORIZED);
    auth = {
      Authorization: `Bearer ${(await a.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN)).body.sessionToken}`,
    };
  });

  it('an order placed through either server has its two e-mails written once', async () => {
    const outboxes = async () => [...(await a.outbox()), ...(await b.outbox())];
    const before = new Set((await outboxes()).map((mail) => mail.name));
    await setStock(a, 'chocolate-babka', 20);
    const payload = await orderPayload(a, 'unused', [{ productId: 'chocolate-babka', quantity: 1 }]);
    const placed = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        through(i).request<{ order: { id: string } }>('POST', '/api/orders', {
          ...payload,
          sessionId: `mail-session-${i}`,
        }),
      ),
    );
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // Both servers try to deliver what is due (right after their commits, and on a timer).
    a.running.deps.mailer.kick();
    b.running.deps.mailer.kick();
    await Promise.all([a.running.deps.mailer.drain(), b.running.deps.mailer.drain()]);
    const written = (await outboxes()).filter((mail) => !before.has(mail.name));
    expect(written).toHaveLength(12);
    expect(new Set(written.map((mail) => mail.name)).size).toBe(12);
    expect(await a.db('mail_outbox').where({ status: 'pending' }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('the same Idempotency-Key sent 10 times at once through both servers applies once, never 5xx', async () => {
    await setStock(a, 'pumpkin-cinnamon-rolls', 20);
    const payload = await orderPayload(a, 'same-key-shopper', [{ productId: 'pumpkin-cinnamon-rolls', quantity: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        through(i).request<{ order: { id: string } }>('POST', '/api/orders', payload, {
          'Idempotency-Key': 'same-key-1',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect(await stockOf(a, 'pumpkin-cinnamon-rolls')).toBe(18);

    // An owner's edit too: ten sends of one stock change under one key.
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        through(i).request(
          'PATCH',
          '/api/inventory/pumpkin-cinnamon-rolls/stock',
          { stock: 30 },
          {
            ...auth,
            'Idempotency-Key': 'same-key-2',
          },
        ),
      ),
    );
    expect(edits.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await stockOf(a, 'pumpkin-cinnamon-rolls')).toBe(30);
  });

  it('login limits are shared: 15 wrong passwords spread over both servers give 5 tries, not 10', async () => {
    const wrong = { email: TEST_ADMIN.email, password: 'not-the-password' };
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => through(i).request<ApiError>('POST', '/api/admin/login', wrong)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('a photo uploaded through one server is served by the other', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const link = await a.request<{ uploadURL: string }>('POST', '/api/admin/recipes/upload', undefined, auth);
    const put = await fetch(a.url + link.body.uploadURL, { method: 'PUT', body: new Uint8Array(png) });
    expect(put.status).toBe(200);
    // The link is used up on every server, not only the one that took the upload.
    expect((await fetch(b.url + link.body.uploadURL, { method: 'PUT', body: new Uint8Array(png) })).status).toBe(409);
    const registered = await b.request<{ objectPath: string }>(
      'PUT',
      '/api/admin/recipes/photo',
      { photoURL: link.body.uploadURL },
      auth,
    );
    expect(registered.status).toBe(200);
    const served = await fetch(b.url + registered.body.objectPath);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('a market day on both servers: each stall sale once, no preorder past the table, the shop’s stock apart', async () => {
    await setStock(a, 'english-muffins', 20);
    const preorder = await a.request<{ order: { pickupDate: string } }>('POST', '/api/orders', {
      ...(await orderPayload(a, 'market-preorder-1', [{ productId: 'english-muffins', quantity: 3 }])),
      pickupLocation: 'farmers-market',
    });
    const date = preorder.body.order.pickupDate;
    const edits = (via: TestServer, list: { key: string; edit: unknown }[]) =>
      via.request<{ results: { status: number }[] }>('POST', '/api/admin/edits', { edits: list }, auth);
    const start = {
      key: `start-${date}`,
      edit: {
        kind: 'start-market-day',
        date,
        brought: [{ product: 'english-muffins', quantity: 9 }],
        openingCash: '0',
        releaseAfter: null,
      },
    };
    expect((await edits(b, [start])).status).toBe(200);
    // The shop's stock is 17 after her preorder, for the other pickups; the table has 9 - 3 = 6
    // free. All at once through both servers: 8 sales over the table (each sent twice, its
    // answer lost), 8 preorders for today's market, and 20 home orders for another day.
    const sales = Array.from({ length: 8 }, (_, i) => ({
      key: `stall-sale-${i}`,
      edit: {
        kind: 'record-stall-sale',
        date,
        id: crypto.randomUUID(),
        lines: [{ product: 'english-muffins', quantity: 1 }],
        paymentMethod: 'cash',
        total: '4.00',
        soldAt: new Date().toISOString(),
      },
    }));
    const order = async (i: number, pickupLocation: 'home' | 'farmers-market') =>
      through(i).request('POST', '/api/orders', {
        ...(await orderPayload(a, `market-rush-${pickupLocation}-${i}`, [
          { productId: 'english-muffins', quantity: 1 },
        ])),
        pickupLocation,
      });
    const [stallAnswers, marketAnswers, homeAnswers] = await Promise.all([
      Promise.all(sales.flatMap((sale, i) => [edits(through(i), [sale]), edits(through(i + 1), [sale])])),
      Promise.all(Array.from({ length: 8 }, (_, i) => order(i, 'farmers-market'))),
      Promise.all(Array.from({ length: 20 }, (_, i) => order(i, 'home'))),
    ]);
    for (const answer of stallAnswers) expect(answer.body.results[0]!.status).toBeLessThan(300);
    const rows = (await a.db('stall_sales').where({ date }).count({ n: '*' })) as { n: number | string }[];
    expect(Number(rows[0]!.n)).toBe(8); // every sale kept, each once
    const preordered = marketAnswers.filter((answer) => answer.status === 201).length;
    expect(preordered).toBeLessThanOrEqual(6); // never more than the table had free
    expect(homeAnswers.filter((answer) => answer.status === 201).length).toBe(17); // the shop's stock, all of it
    expect(await stockOf(a, 'english-muffins')).toBe(0);
    const setAside = (await a
      .db('orders')
      .where({ pickupDate: date, pickupLocation: 'farmers-market' })
      .whereNot('status', 'cancelled')
      .sum({
        n: 'itemCount',
      })) as { n: number | string }[];
    expect(Number(setAside[0]!.n)).toBe(3 + preordered);
  });

  it('places a standing order once a week when both servers run the placement at once', async () => {
    await a.request(
      'PUT',
      '/api/admin/standing-settings',
      { products: ['pumpkin-scones'], autoApprove: true, perPickup: { home: null, 'farmers-market': null } },
      auth,
    );
    await setStock(a, 'pumpkin-scones', 40);
    const placed = await a.request<{ order: { id: string }; orderPage: string }>(
      'POST',
      '/api/orders',
      await orderPayload(a, 'regular-two-servers', [{ productId: 'pumpkin-scones', quantity: 2 }]),
    );
    const key = new URL(placed.body.orderPage, a.url).searchParams.get('t');
    const asked = await b.request<{ standingOrder: { id: string; status: string } }>(
      'POST',
      `/api/orders/${placed.body.order.id}/standing?t=${key}`,
    );
    expect(asked.body.standingOrder.status).toBe('active');
    // Next week, on both servers' clocks; each runs the scheduler's minute twice, all at once.
    for (const server of [a, b]) server.clock.advance(7 * 24 * 60 * 60 * 1000);
    const minute = (via: TestServer) =>
      applyScheduleAndAnnounce(via.db, momentOf(via.running.deps, via.running.deps.clock.now()));
    await Promise.all([minute(a), minute(b), minute(a), minute(b)]);
    const weeks = (await a.db('orders').where({ standingOrderId: asked.body.standingOrder.id })) as unknown[];
    expect(weeks).toHaveLength(2); // her own order, and next week's once
    // Next week's bake: her usual 40, less next week's 2 (hers took from this week's bake).
    expect(await stockOf(a, 'pumpkin-scones')).toBe(38);
    for (const server of [a, b]) server.clock.advance(-7 * 24 * 60 * 60 * 1000);
  });

  it('offers a loaf that comes back to the waitlist once, in line order, whichever server runs the turn', async () => {
    await setStock(a, 'orange-biscotti', 3);
    const carts = [];
    for (let i = 0; i < 1; i++) {
      const held = await through(i).request<{ reservation: { id: string } }>('POST', '/api/cart/reserve', {
        sessionId: `biscotti-cart-${i}`,
        productId: 'orange-biscotti',
        quantity: 3,
      });
      carts.push(held.body.reservation.id);
    }
    const line: { entry: { id: string }; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      // A place in line claims what her cart holds, no more (docs/waitlist.md): she holds 4 first.
      const held = await through(i).request('POST', '/api/cart/reserve', {
        sessionId: `place-line-${i}`,
        productId: 'burger-buns',
        quantity: 4,
      });
      expect(held.status).toBe(201);
      const joined = await through(i).request<{ entry: { id: string }; token: string }>('POST', '/api/waitlist', {
        productId: 'orange-biscotti',
        quantity: 3,
        sessionId: `biscotti-line-${i}`,
        email: `line-${i}@example.com`,
      });
      line.push(joined.body);
    }
    await a.request('DELETE', `/api/cart/reserve/${carts[0]}`);
    const turn = (via: TestServer) => offerToLines(via.db, momentOf(via.running.deps, via.running.deps.clock.now()));
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        through(i).request('POST', '/api/cart/reserve', {
          sessionId: `biscotti-shopper-${i}`,
          productId: 'orange-biscotti',
          quantity: 3,
        }),
      ),
    );
    expect(shoppers.every((answer) => answer.status === 409)).toBe(true);
    await Promise.all([turn(a), turn(b), turn(a), turn(b)]);
    const statuses = await Promise.all(
      line.map(
        async ({ entry, token }) =>
          (await b.request<{ entry: { status: string } }>('GET', `/api/waitlist/${entry.id}?t=${token}`)).body.entry
            .status,
      ),
    );
    expect(statuses).toEqual(['offered', 'waiting', 'waiting', 'waiting']);
    const holds = (await a.db('cart_reservations').where({ productId: 'orange-biscotti' })) as unknown[];
    expect(holds).toHaveLength(1);
  });

  it('runs the timed jobs on one server at a time, and the other takes them over when it stops', async () => {
    const holderOf = async (via: TestServer) =>
      ((await via.db('job_leases').where({ name: 'timed-jobs' }).first()) as { holder: string }).holder;
    const ids = [a.running.deps.serverId, b.running.deps.serverId];
    await expect.poll(() => holderOf(a)).toSatisfy((holder: string) => ids.includes(holder));
    const [leader, other] = (await holderOf(a)) === ids[0] ? [a, b] : [b, a];
    await leader.stop();
    await expect.poll(() => holderOf(other), { timeout: timeLimit(5000) }).toBe(other.running.deps.serverId);
  });
});

describe.skipIf(!testingOnPostgres())('two servers whose live counts wait ten minutes', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    [a, b] = (await startTestServers(2, { LOG_LEVEL: 'silent', LIVE_COUNTS_EVERY: '10m' })) as [TestServer, TestServer];
  }, timeLimit(60_000));
  afterAll(() => a?.stopAll?.());

  it('send each price she changes through one server to the other’s sockets at once, as her own server does', async () => {
    const auth = { Authorization: `Bearer ${await a.adminToken()}` };
    const client = new LiveClient(b.url);
    await client.next((message) => message.type === 'snapshot');
    try {
      // A shopper's hold through the other server: it goes at once and opens its ten-minute
      // window there, or waits in one opened already (the shop's bake, announced as it started).
      await b.request('POST', '/api/cart/reserve', { sessionId: 'window-opener', productId: 'bagels', quantity: 1 });
      for (const price of ['3.10', '3.20', '3.30']) {
        await a.request('PATCH', '/api/inventory/orange-biscotti/price', { price }, auth);
        await client.next(
          (message) =>
            message.type === 'inventory' &&
            message.items.some((item) => item.id === 'orange-biscotti' && item.price === price),
        );
      }
    } finally {
      client.socket.close();
    }
  });
});

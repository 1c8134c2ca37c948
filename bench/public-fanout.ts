/**
 * Customers' pages live (docs/decisions/039-the-customers-own-page.md): 5,000 public sockets
 * on one process on PostgreSQL. How long a change takes to reach the pages whose view it
 * moved, with ~100 pages on each open order and with one page on each of 5,000 orders; the
 * server's cost of one push (the views read); the database's load while nothing happens, with
 * 10 staff screens alone and with the pages beside them; the server's memory.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/db/open';
import { PUBLIC_VIEWS_MAX } from '../api/contract/public-order';
import { rawRows } from '../api/db/raw-rows';
import { publicViews } from '../api/public/order-view';
import { BenchApi, sessionCookie } from './lib/api';
import { bare } from './lib/load';
import { countStatements, listStatements } from './lib/list-statements';
import { freshDatabase } from './lib/postgres';
import { canonical, idleRate, PublicPages, sampleLoad } from './lib/public-pages';
import { seedLinks, seedQueue } from './lib/seed-links';
import { seedOrders } from './lib/seed-orders';
import { startServer, type BenchServer } from './lib/server';
import { StaffScreens, type StaffRole } from './lib/staff-screens';
import { ADDRESSES, render, summary, type ChangeFigures, type Kind, type ScenarioFigures, type ViewsRead } from './lib/public-report';
import { median, percentile, round } from './lib/stats';
import type { Section } from './section';

const TITLE = "Customers' pages live: 5,000 public sockets on one process";
const STAFF: StaffRole[] = ['master', 'cashier', 'display', 'owner'];
const KINDS: Kind[] = ['start', 'add', 'complete'];
const n = (x: number) => x.toLocaleString('en');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Shop {
  waiting: number[];
  inProgress: number[];
  wash: Set<number>;
  tokenOf: Map<number, string>;
  /** Waiting cars given a service here: its line has no worker, so they are not started. */
  added: Set<number>;
}

/**
 * The next change of the shop: the oldest waiting car starts, one of the newest waiting washes gets one more service, or the
 * oldest car in work is done.
 */
async function nextChange(api: BenchApi, shop: Shop, kind: Kind): Promise<{ orderId: number; send: () => Promise<unknown> }> {
  if (kind === 'start') {
    const orderId = shop.waiting.find((id) => !shop.added.has(id))!;
    shop.waiting = shop.waiting.filter((id) => id !== orderId);
    shop.inProgress.push(orderId);
    return { orderId, send: () => api.post('order/started', { order_id: orderId }) };
  }
  if (kind === 'complete') {
    const orderId = shop.inProgress.shift()!;
    return { orderId, send: () => api.post('order/complete', { order_id: orderId }) };
  }
  // One of the five newest waiting washes in turn: the back of the queue, where the starts do not reach.
  const washes = shop.waiting.filter((id) => shop.wash.has(id)).slice(-5);
  const orderId = washes[shop.added.size % washes.length]!;
  shop.added.add(orderId);
  const offers = await api.get<Array<{ service_id: number }>>(`service-list/wash?orderId=${orderId}`);
  const order = await api.get<{ items: Array<{ service_id: number | null }> }>(`order/${orderId}`);
  const service = offers.find((o) => !order.items.some((i) => i.service_id === o.service_id)) ?? offers[0]!;
  return {
    orderId,
    send: () => api.post('new-order/update', { order_id: orderId, action: 'add', service_id: service.service_id, is_wash_service: true }),
  };
}

/** One change through the API, then every page's arrivals until they settle, then each page's view against a fresh read. */
async function measureChange(
  kind: Kind,
  api: BenchApi,
  shop: Shop,
  pages: PublicPages,
  current: (tokens: string[]) => Promise<Map<string, unknown>>,
  staff: StaffScreens,
  statements: () => Promise<number | undefined>,
): Promise<ChangeFigures> {
  const { orderId, send } = await nextChange(api, shop, kind);
  pages.mark();
  const before = await statements();
  const started = Date.now();
  staff.arm(orderId, started);
  await send();
  const answered = Date.now();
  const deadline = answered + 20_000;
  const quiet = () => {
    const screens = staff.lastActivity();
    return !screens.pending && Date.now() - Math.max(pages.lastArrival(), screens.at) >= 500;
  };
  while (Date.now() < deadline && (Date.now() - answered < 1_500 || !quiet())) await sleep(100);
  const staffFigures = await staff.figures();
  const after = await statements();

  const target = shop.tokenOf.get(orderId);
  const rooms = new Map<string, { heard: number; silent: number }>();
  for (const page of pages.pages) {
    const room = rooms.get(page.token) ?? { heard: 0, silent: 0 };
    if (page.heard.length) room.heard += 1;
    else room.silent += 1;
    rooms.set(page.token, room);
  }
  const heard = pages.pages.filter((p) => p.heard.length > 0);
  const fresh = await current([...rooms.keys()]);
  let stale = 0;
  let staleReadyAt = 0;
  for (const page of pages.pages) {
    const now = fresh.get(page.token);
    if (canonical(page.last) === canonical(now)) continue;
    const withoutReadyAt = (v: unknown) => canonical(v, (key) => key !== 'ready_at');
    if (withoutReadyAt(page.last) === withoutReadyAt(now)) staleReadyAt += 1;
    else stale += 1;
  }
  const targetPages = pages.pages.filter((p) => p.token === target);
  return {
    kind,
    requestMs: answered - started,
    reached: heard.length,
    delays: heard.map((p) => p.heard[0]! - answered),
    targetMissed: targetPages.filter((p) => p.heard.length === 0).length,
    roomMissed: [...rooms.values()].reduce((n, r) => n + (r.heard > 0 ? r.silent : 0), 0),
    twice: heard.filter((p) => p.heard.length > 1).length,
    stale,
    staleReadyAt,
    targetDelay: targetPages.length ? median(targetPages.filter((p) => p.heard.length).map((p) => p.heard[0]! - answered)) : undefined,
    // Every change is an order's: each staff screen hears it and reads its screen again.
    staff: staffFigures,
    listStatements: before !== undefined && after !== undefined ? after - before : undefined,
  };
}

interface Run {
  server: BenchServer;
  api: BenchApi;
  shop: Shop;
  url: string;
  changes: number;
  idleMs: number;
  next: () => Kind;
  current: (tokens: string[]) => Promise<Map<string, unknown>>;
  staff: StaffScreens;
  /** The list statements the database has run so far (pg_stat_statements), if it counts them. */
  statements: () => Promise<number | undefined>;
}

const memoryOf = async (server: BenchServer) => {
  const m = await server.memory();
  return { rssMB: round(m.rss / 1048576, 0), heapMB: round(m.heapUsed / 1048576, 0) };
};

/** The pages of `tokens` open, then a warm-up change and `run.changes` measured ones; the idle load with them open first. */
async function scenario(run: Run, label: string, tokens: string[], subnet: number): Promise<ScenarioFigures> {
  const pages = new PublicPages(run.server.baseURL);
  try {
    const started = Date.now();
    const addresses = Array.from({ length: ADDRESSES }, (_, i) => `10.${subnet}.0.${1 + i}`);
    await pages.open(tokens, addresses);
    const connectS = round((Date.now() - started) / 1000, 1);
    console.log(`  ${label}: ${pages.pages.length} pages in ${connectS} s, refused ${JSON.stringify(pages.refused)}`);
    // Past PostgreSQL's 10 s idle flush of statistics, so the handshakes' reads are counted before the window.
    await sleep(11_000);
    const memory = await memoryOf(run.server);
    const idle = await idleRate(run.url, run.idleMs);
    const warm = await measureChange(run.next(), run.api, run.shop, pages, run.current, run.staff, run.statements);
    const changes: ChangeFigures[] = [];
    for (let i = 0; i < run.changes; i += 1) {
      const figures = await measureChange(run.next(), run.api, run.shop, pages, run.current, run.staff, run.statements);
      const { staff } = figures;
      console.log(
        `    ${figures.kind}: ${figures.reached} pages, p95 ${percentile(figures.delays, 95)} ms, stale ${figures.stale}; ` +
          `staff heard p95 ${percentile(staff.heard, 95)} ms, reloaded p95 ${percentile(staff.reloaded, 95)} ms, ` +
          `missed ${staff.missed}, failed ${staff.failed}, list statements ${figures.listStatements ?? '?'}`,
      );
      changes.push(figures);
    }
    const distinct = [...new Set(tokens)];
    const head = { label, pages: pages.pages.length, tokens: distinct.length, refused: pages.refused, connectS };
    return { ...head, memory, idle, warmUp: warm, changes };
  } finally {
    pages.close();
    await sleep(2_000);
  }
}

export async function publicFanout(options: { postgres?: string; quick: boolean }): Promise<Section> {
  if (!options.postgres)
    return {
      id: 'public-fanout',
      title: TITLE,
      markdown: 'Not measured: it needs a PostgreSQL server, and none was reachable.',
      data: null,
    };
  const pagesN = options.quick ? 200 : 5_000;
  const ordersN = options.quick ? 20_000 : 320_000;
  const load = sampleLoad();
  const db = await freshDatabase(options.postgres, 'public');
  const database = await openDatabase({ kind: 'postgres', url: db.url });
  let server: BenchServer | undefined;
  let staff: StaffScreens | undefined;
  try {
    await seedOrders(database.db, ordersN, () => undefined);
    await seedQueue(database.db);
    const links = await seedLinks(database.db);
    // Written and analysed now: autovacuum would otherwise read the new tables during the idle windows.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`  seeded ${ordersN} orders, ${links} with a link`);
    server = await startServer({ DATABASE_URL: db.url, TRUSTED_PROXIES: 'loopback' });
    const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
    // The shop's details, which every page shows.
    await (
      await BenchApi.login(server.baseURL, 'owner', 'owner-demo')
    ).post('business/profile/save', {
      name: 'Мойка на Лесной',
      address: 'Москва, ул. Лесная, 5',
      phone: '+7 (495) 123-45-67',
      inn: '7707083893',
      hours: 'ежедневно 8:00–22:00',
    });
    const ids = (status: string, by: string) =>
      rawRows<{ id: number; token: string; wash: boolean }>(
        database.db,
        sql.raw(`select id, public_token as token, not has_tire as wash from orders
                 where job_status = '${status}' and not is_draft order by ${by}, id`),
      );
    // Ten cars in work and forty waiting: the other twenty cars in work are finished first.
    for (const o of (await ids('in_progress', 'started_at')).slice(0, -10)) await api.post('order/complete', { order_id: o.id });
    const open = [...(await ids('waiting', 'created_at')), ...(await ids('in_progress', 'started_at'))];
    const done = await rawRows<{ id: number; token: string }>(
      database.db,
      sql`select id, public_token as token from orders where job_status = 'done' and public_token is not null
          order by done_at desc, id desc limit ${Math.max(0, pagesN - open.length)}`,
    );
    const shop: Shop = {
      waiting: open.slice(0, -10).map((o) => o.id),
      inProgress: open.slice(-10).map((o) => o.id),
      wash: new Set(open.filter((o) => o.wash).map((o) => o.id)),
      tokenOf: new Map([...open, ...done].map((o) => [o.id, o.token])),
      added: new Set(),
    };

    const cookies = await Promise.all(STAFF.map((login) => sessionCookie(server!.baseURL, login, `${login}-demo`)));
    // The first screen starts the poller, which first reads the change feed through (server/live/poller.ts): wait till it is quiet.
    const connected = Date.now();
    staff = new StaffScreens(server.baseURL);
    staff.lastEvent = connected;
    await staff.open(Array.from({ length: 10 }, (_, i) => ({ role: STAFF[i % STAFF.length]!, cookie: cookies[i % cookies.length]! })));
    while (Date.now() - staff.lastEvent < 5_000 && Date.now() - connected < 600_000) await sleep(500);
    const catchUp = { events: staff.events, changes: staff.changes, seconds: round((staff.lastEvent - connected) / 1000, 0) };
    console.log(`  the staff screens heard ${catchUp.changes} changes in ${catchUp.events} pushes over ${catchUp.seconds} s`);
    await sleep(11_000);
    await countStatements(db.url);
    const idleMs = options.quick ? 15_000 : 60_000;
    const staffOnly = { memory: await memoryOf(server), idle: await idleRate(db.url, idleMs) };
    let k = 0;
    const run: Run = {
      server,
      api,
      shop,
      url: db.url,
      idleMs,
      changes: options.quick ? 5 : 20,
      next: () => KINDS[k++ % KINDS.length]!,
      current: async (tokens) => publicViews(database.db, tokens, new Date()),
      staff,
      statements: () => listStatements(db.url),
    };
    const onOpen = Array.from({ length: pagesN }, (_, i) => open[i % open.length]!.token);
    const spread = [...open, ...done].map((o) => o.token);
    const scenarios = [
      await scenario(run, `${n(pagesN)} pages on the ${open.length} open orders`, onOpen, 1),
      await scenario(run, `${n(spread.length)} pages, one per order`, spread, 2),
    ];
    // What a change reads (the pages of cars in a queue, and its own order's), and what the minute's refresh reads, in the server's chunks.
    const chunked = async (tokens: string[]) => {
      for (let i = 0; i < tokens.length; i += PUBLIC_VIEWS_MAX)
        await publicViews(database.db, tokens.slice(i, i + PUBLIC_VIEWS_MAX), new Date());
    };
    const viewsRead: ViewsRead = [];
    for (const tokens of [open.map((o) => o.token), spread])
      viewsRead.push({ tokens: tokens.length, chunk: PUBLIC_VIEWS_MAX, ...(await bare(() => chunked(tokens), { runs: 30 })) });
    // The staff's screens alone again, the pages gone: the first window's figure, or what the pages left behind.
    await sleep(11_000);
    const staffAfter = { memory: await memoryOf(server), idle: await idleRate(db.url, idleMs) };
    const facts = { orders: ordersN, links, open: open.length, idleS: idleMs / 1000, catchUp, load: load() };
    return {
      id: 'public-fanout',
      title: TITLE,
      markdown: render(facts, [staffOnly, staffAfter], scenarios, viewsRead),
      data: { facts, staffOnly, staffAfter, scenarios: scenarios.map(summary), viewsRead },
    };
  } finally {
    staff?.close();
    await server?.stop();
    await database.close();
    await db.drop();
  }
}

/**
 * Live fan-out: 1, 100, 1,000 and 5,000 socket.io clients (cashier sessions)
 * connected to one process. For each count: the database transactions per second while
 * nothing happens (the poller's cost: it must not grow with the clients), the server's heap
 * per connection, and the time until one change has reached every client.
 */
import { LIVE_EVENTS } from '#contract/live';
import { io as connect, type Socket } from 'socket.io-client';
import { BenchApi, benchPlate, sessionCookie } from './lib/api';
import { commits, freshDatabase } from './lib/postgres';
import { startServer } from './lib/server';
import { percentile, round, table } from './lib/stats';
import type { Section } from './section';

const IDLE_WINDOW_MS = 15_000;

/** A staff screen's socket; `onChanges` hears its `orders:changed` from the start (bench/public-fanout.ts counts them). */
export function openClient(baseURL: string, cookie: string, onChanges?: (list: unknown[]) => void): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // A browser sends its page's origin; the server refuses a socket without one (CSRF).
    const socket = connect(baseURL, {
      transports: ['websocket'],
      extraHeaders: { cookie, origin: baseURL },
      reconnection: false,
      forceNew: true,
    });
    if (onChanges) socket.on(LIVE_EVENTS.ordersChanged, onChanges);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function liveFanout(options: { postgres?: string; counts: number[] }): Promise<Section> {
  const db = options.postgres ? await freshDatabase(options.postgres, 'fanout') : undefined;
  const server = await startServer(db ? { DATABASE_URL: db.url } : {});
  const sockets: Socket[] = [];
  const rows: Array<Record<string, number>> = [];
  try {
    const cookie = await sessionCookie(server.baseURL, 'cashier', 'cashier-demo');
    const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
    // Heap per connection: growth over the heap with one client (the poller then runs).
    let oneClientHeap: number | undefined;
    let plate = 50_000;
    for (const count of options.counts) {
      while (sockets.length < count) {
        const batch = Math.min(100, count - sockets.length);
        sockets.push(...(await Promise.all(Array.from({ length: batch }, () => openClient(server.baseURL, cookie)))));
      }
      // Past PostgreSQL's 10 s idle flush, so the handshakes' queries are counted before the window.
      await new Promise((r) => setTimeout(r, 11_000));
      const heap = (await server.memory()).heapUsed;
      if (count === 1) oneClientHeap = heap;

      // The poller's database work while nobody changes anything.
      let perSecond = Number.NaN;
      if (db) {
        const before = await commits(db.url);
        await new Promise((r) => setTimeout(r, IDLE_WINDOW_MS));
        perSecond = ((await commits(db.url)) - before - 1) / (IDLE_WINDOW_MS / 1000);
      }

      // Three changes (a car finished: one request each), and the time until every client
      // has heard of each; the median of the three is reported. Each order is made
      // beforehand, and its own events left to pass.
      const rounds: Array<{ delays: number[]; requestMs: number }> = [];
      for (let round = 0; round < 3; round += 1) {
        const orderId = await api.startedOrder(benchPlate(plate++));
        await new Promise((r) => setTimeout(r, 1_500));
        const arrivals: number[] = [];
        const all = new Promise<void>((resolve) => {
          for (const s of sockets)
            s.once('orders:changed', () => {
              arrivals.push(Date.now());
              if (arrivals.length === sockets.length) resolve();
            });
        });
        const started = Date.now();
        await api.post('order/complete', { order_id: orderId });
        const answered = Date.now();
        await Promise.race([all, new Promise((r) => setTimeout(r, 30_000))]);
        for (const s of sockets) s.removeAllListeners('orders:changed');
        rounds.push({ delays: arrivals.map((t) => t - started), requestMs: answered - started });
      }
      rounds.sort((x, y) => percentile(x.delays, 100) - percentile(y.delays, 100));
      const { delays, requestMs } = rounds[1]!;
      rows.push({
        clients: count,
        queriesPerSecond: round(perSecond, 1),
        heapPerConnectionKB: count > 1 ? round((heap - (oneClientHeap ?? heap)) / (count - 1) / 1024, 1) : Number.NaN,
        heapMB: round(heap / 1048576, 1),
        reached: delays.length,
        firstMs: round(percentile(delays, 0), 0),
        p50Ms: round(percentile(delays, 50), 0),
        allMs: round(percentile(delays, 100), 0),
        requestMs,
      });
    }
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
    await db?.drop();
  }
  const markdown = [
    `One process on ${db ? 'PostgreSQL' : 'the embedded PGlite'}, default poll (1 s). ` +
      "Clients are socket.io clients with a cashier's session, in one Node process of the benchmark on the same machine. " +
      '«Queries/s» counts committed database transactions while nobody changes ' +
      `anything (pg_stat_database, ${IDLE_WINDOW_MS / 1000} s window); heap is the server's after a full GC; ` +
      'delivery runs from the moment the change is sent (`order/complete` through the API) to its arrival at each client, ' +
      'the median of three changes; the request itself takes the «request» time.',
    '',
    table(
      ['clients', 'queries/s (idle)', 'heap per connection', 'server heap', 'reached', 'request (ms)', 'delivery: first / p50 / all (ms)'],
      rows.map((r) => [
        r.clients!,
        Number.isNaN(r.queriesPerSecond) ? 'n/a' : r.queriesPerSecond!,
        Number.isNaN(r.heapPerConnectionKB) ? '—' : `${r.heapPerConnectionKB} kB`,
        `${r.heapMB} MB`,
        `${r.reached}/${r.clients}`,
        r.requestMs!,
        `${r.firstMs} / ${r.p50Ms} / ${r.allMs}`,
      ]),
    ),
    db ? '' : '\nNo PostgreSQL server was reachable, so database queries per second were not counted.',
  ].join('\n');
  return { id: 'live-fanout', title: 'Live fan-out', markdown, data: rows };
}

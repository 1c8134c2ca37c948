/**
 * The floor of a page: in one run, what a page costs the server beside what it cannot do
 * without, its SQL alone and React rendering its markup from ready data. Whatever lies between
 * (HTTP and the middleware, route matching, the API's pipeline, serialisation, per-request
 * set-up) is what can still be cut. PostgreSQL with 100,000 orders; one request at a time, so
 * that each figure is the time of one request on a quiet machine.
 */
import { openDatabase } from '../api/db/open';
import { BenchApi, sessionCookie } from './lib/api';
import { inProcessWebApp, type PageCapture } from './lib/floor-harness';
import { lightClient } from './lib/light-client';
import { pageOverHttp, timed } from './lib/page-over-http';
import { freshDatabase } from './lib/postgres';
import { seedOrders } from './lib/seed-orders';
import { startServer } from './lib/server';
import { wavesOf } from './lib/statement-waves';
import { median, percentile, round, table } from './lib/stats';
import type { Section } from './section';

/** The goal: a page's whole server cost within 1.5 times its floor. */
const GOAL = 1.5;
const SECRET = 'bench-session-secret-0123456789';

interface Page {
  name: string;
  path: string;
  as?: 'master' | 'cashier';
}

interface Timings {
  http: number[];
  plain: number[];
  browser: number[];
  remix: number[];
  sql: number[];
  render: number[];
}

const ms = (samples: number[]) => round(median(samples), 2);

export async function floor(options: { postgres?: string; quick: boolean }): Promise<Section> {
  const title = "A page's floor";
  if (!options.postgres) return { id: 'floor', title, markdown: 'No PostgreSQL server was reachable: not measured.', data: null };
  const orders = options.quick ? 10_000 : 100_000;
  const rounds = options.quick ? 50 : 300;
  const db = await freshDatabase(options.postgres, 'floor');
  try {
    const database = await openDatabase({ kind: 'postgres', url: db.url });
    await seedOrders(database.db, orders, () => undefined);
    await database.close();
    const server = await startServer({ DATABASE_URL: db.url, SESSION_SECRET: SECRET, SEED_DEMO: 'true' });
    const web = await inProcessWebApp(db.url, SECRET);
    const client = lightClient();
    try {
      const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
      const { orders: working } = await api.get<{ orders: Array<{ id: number }> }>('order/list?status=in_progress&page=1&page_size=1');
      const id = working[0]!.id;
      const cookies = {
        master: await sessionCookie(server.baseURL, 'master', 'master-demo'),
        cashier: await sessionCookie(server.baseURL, 'cashier', 'cashier-demo'),
      };
      const pages: Page[] = [
        { name: 'Sign-in page', path: '/log_in' },
        { name: "Master's list (50 rows)", path: '/master/tasks/all', as: 'master' },
        { name: "Master's task page", path: `/master/task/${id}`, as: 'master' },
        { name: "Cashier's order page", path: `/cashier/task/${id}`, as: 'cashier' },
      ];
      const measured = [];
      for (const page of pages) {
        const cookie = page.as ? cookies[page.as] : '';
        const url = `${server.baseURL}${page.path}`;
        // The server's cost as a light client sees it, not compressed, and through `fetch` (decision 059).
        const overHttp = pageOverHttp(client, url, cookie);
        // Warm: the answers the API keeps (a list until the next change) and the once-a-month
        // work of a client's card are done, so the statements captured are those of the rounds.
        for (let i = 0; i < 20; i += 1) {
          await overHttp.ask();
          await web.page(url, cookie);
        }
        const capture: PageCapture = await web.capture(url, cookie);
        if (capture.status !== 200) throw new Error(`${page.path} in this process: ${capture.status}`);
        const t: Timings = { http: [], plain: [], browser: [], remix: [], sql: [], render: [] };
        // Each round times the six one after another, so that a drift of the machine touches all alike.
        // The three over HTTP take turns at going first: the first request of a round pays for what
        // the in-process parts of the round before left behind (a collection, cold caches).
        for (let i = 0; i < rounds + 20; i += 1) {
          const { http, plain, browser } = await overHttp.timedInTurns(i);
          const remix = await timed(() => web.page(url, cookie));
          const sql = await timed(() => web.statements(capture.statements));
          const render = await timed(() => web.render(url, cookie, capture.entry));
          if (i < 20) continue;
          t.http.push(http);
          t.plain.push(plain);
          t.browser.push(browser);
          t.remix.push(remix);
          t.sql.push(sql);
          t.render.push(render);
        }
        const floorMs = ms(t.sql) + ms(t.render);
        const figures = {
          name: page.name,
          path: page.path.replace(String(id), '{id}'),
          statements: capture.statements.length,
          waves: wavesOf(capture.statements.map((s) => s.after)),
          htmlBytes: capture.bytes,
          httpMs: ms(t.http),
          httpP95: round(percentile(t.http, 95), 2),
          plainMs: ms(t.plain),
          browserMs: ms(t.browser),
          remixMs: ms(t.remix),
          sqlMs: ms(t.sql),
          renderMs: ms(t.render),
          floorMs: round(floorMs, 2),
          ratio: ms(t.http) / floorMs,
          texts: capture.statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 160)),
        };
        console.log(`  ${page.name}: ${figures.httpMs} ms over HTTP, floor ${figures.floorMs} ms (${round(figures.ratio, 2)}x)`);
        measured.push(figures);
      }
      const markdown = [
        `PostgreSQL with ${orders.toLocaleString('en')} generated orders. One request at a time, the median of ${rounds} rounds ` +
          'after 20 of warm-up; each round times, one after another: the page over HTTP from the built server (`npm start`) ' +
          "asked by a light client (Node's `http.get` on a kept-alive connection) for gzip as a browser asks, the answer unpacked " +
          'in one step; the same not compressed; the same through `fetch`, which unpacks as a browser does, piece by piece in ' +
          'web streams (the three taking turns at going first); ' +
          'the same page through the Remix server build in the benchmark process (its loaders calling the API pipeline there), ' +
          "the page's SQL statements alone (as drizzle sent them for a request after the warm-up, replayed in the waves the " +
          'loaders sent them: each once the statements whose answers had come before it was sent, in each of five requests, ' +
          "have answered, on a pool as big as the server's), and the build's render (entry.server) " +
          'from the context and the encoded data the request left: no loaders, no serialisation, though Remix still builds its ' +
          "route tree and React Router matches it again while rendering. The floor is SQL plus render; the goal, the page's " +
          `server cost, over HTTP with gzip to the light client, within ${GOAL} times its floor (the ratio unrounded). ` +
          "`fetch` is shown beside it: the extra over the light client is the client's own work, not the server's " +
          '(docs/decisions/059-a-page-timed-by-a-light-client.md).',
        '',
        table(
          [
            'page',
            'over HTTP (p50, ms)',
            'p95',
            'not compressed',
            'through fetch',
            'Remix in-process',
            'SQL alone',
            'statements in waves',
            'render',
            'floor',
            'HTTP / floor',
            'goal',
            'HTML',
          ],
          measured.map((m) => [
            `${m.name} \`${m.path}\``,
            m.httpMs,
            m.httpP95,
            m.plainMs,
            m.browserMs,
            m.remixMs,
            m.sqlMs,
            `${m.statements} in ${m.waves}`,
            m.renderMs,
            m.floorMs,
            `${round(m.ratio, 2)}x`,
            m.ratio <= GOAL ? 'met' : 'missed',
            `${round(m.htmlBytes / 1000, 1)} kB`,
          ]),
        ),
        '',
        'Between the floor and the whole: «over HTTP» minus «not compressed» is the compression (packing on the server, ' +
          'unpacking in the client); «not compressed» minus «Remix in-process» is the HTTP server and its middleware, and the ' +
          'bytes through the socket; «Remix in-process» minus the floor is route matching, the session, the loaders and the API ' +
          'pipeline around the SQL, and the serialisation of the data.',
      ].join('\n');
      return { id: 'floor', title, markdown, data: { orders, rounds, pages: measured } };
    } finally {
      client.close();
      await web.close();
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

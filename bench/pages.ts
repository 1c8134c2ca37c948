/**
 * Pages: what a request of each kind costs, as a share of a bare Express
 * hello-world served by the same machine in the same run (20 connections): the health check,
 * the sign-in page, the API's order list, the master's list page and its `.data` (what a
 * live reload fetches), on PostgreSQL with 100,000 orders and on the embedded database; and
 * the JavaScript and CSS each screen makes a real browser download until it is idle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { openDatabase } from '../api/db/open';
import { BenchApi, sessionCookie } from './lib/api';
import { load, type LoadResult } from './lib/load';
import { freshDatabase } from './lib/postgres';
import { seedOrders } from './lib/seed-orders';
import { startServer, type BenchServer } from './lib/server';
import { kB, round, table } from './lib/stats';
import type { Section } from './section';

const JS_GOAL = 150_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Goals as shares of hello-world's rate (the speed goals), on PostgreSQL with 100,000 orders. */
const GOALS: Record<string, number> = { healthz: 60, login: 10, page: 4, data: 10 };
/** The list page on the embedded database before the speed work (docs/benchmarks.md of 2026-11-24): 14 req/s; the goal is 3 times that. */
const PGLITE_PAGE_BEFORE = 14;

async function helloWorld(port: number): Promise<() => void> {
  const child = spawn(
    process.execPath,
    ['-e', `require('express')().get('/', (_q, r) => r.send('Hello world')).listen(${port}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return () => child.kill();
}

/** What a live reload of the master's full list fetches: the data of its two own routes. */
const LIST_DATA = '/master/tasks/all.data?_routes=routes%2F_app.master%2Croutes%2F_app.master.tasks.all';

interface Case {
  id: string;
  name: string;
  url: (base: string) => string;
  headers: Record<string, string>;
}

async function casesOf(server: BenchServer, which: string[]): Promise<Case[]> {
  const master = await sessionCookie(server.baseURL, 'master', 'master-demo');
  const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
  const all: Case[] = [
    { id: 'healthz', name: '`/healthz`', url: (b) => `${b}/healthz`, headers: {} },
    { id: 'login', name: '`/log_in` (server-rendered, no data)', url: (b) => `${b}/log_in`, headers: {} },
    {
      id: 'api',
      name: 'API `order/list` (50 rows)',
      url: (b) => `${b}/api/v1/order/list?status=all&page=1&page_size=50`,
      headers: { authorization: api.authorization },
    },
    { id: 'page', name: 'page `/master/tasks/all` (50 rows)', url: (b) => `${b}/master/tasks/all`, headers: { cookie: master } },
    { id: 'data', name: 'its `.data` (a live reload)', url: (b) => `${b}${LIST_DATA}`, headers: { cookie: master } },
  ];
  return all.filter((c) => which.includes(c.id));
}

async function measureCases(server: BenchServer, helloURL: string, which: string[], runs: number) {
  const rows: Array<{ id: string; name: string; result: LoadResult }> = [];
  rows.push({ id: 'hello', name: 'Express hello-world (reference)', result: await load(helloURL, {}, { runs }) });
  for (const c of await casesOf(server, which))
    rows.push({ id: c.id, name: c.name, result: await load(c.url(server.baseURL), c.headers, { runs }) });
  return rows;
}

function throughputTable(rows: Array<{ id: string; name: string; result: LoadResult }>, goals: Record<string, number>) {
  const hello = rows[0]!.result.rps;
  return table(
    ['request', 'req/s', 'p50 (ms)', 'p95 (ms)', 'share of hello-world', 'goal', 'errors'],
    rows.map(({ id, name, result: r }) => {
      const share = (100 * r.rps) / hello;
      const goal = goals[id];
      return [
        name,
        r.rps,
        r.p50,
        r.p95,
        `${round(share, share < 10 ? 2 : 1)} %`,
        goal === undefined ? '' : `${goal} % (${share >= goal ? 'met' : 'missed'})`,
        r.errors,
      ];
    }),
  );
}

/** The JavaScript and CSS a screen makes Chromium download until the network is idle (gzip sizes of the build's files). */
async function screenWeights(server: BenchServer) {
  const screens: Array<[string, string, 'master' | 'cashier' | 'owner' | 'display' | undefined]> = [
    ['Sign-in', '/log_in', undefined],
    ['Registration', '/register', undefined],
    ['Password reset', '/reset_password', undefined],
    ['New order (wizard)', '/master/tasks/new', 'master'],
    ['Master lists', '/master/tasks/all', 'master'],
    ['Master task page', '/master/task/{id}', 'master'],
    ['Services of an order in work', '/master/task/{id}/services', 'master'],
    ['Profile', '/account/profile', 'master'],
    ['Cashier list', '/cashier/tasks/active', 'cashier'],
    ['Cashier order page', '/cashier/task/{id}', 'cashier'],
    ['Wall display', '/display', 'display'],
    ['Tyre storage', '/storage', 'cashier'],
    ['Messages to customers', '/owner/messages', 'owner'],
    // The customers' pages, not signed in: their own script and stylesheet (decision 046).
    ["Customer's order page", '/o/{token}', undefined],
    ['Online booking', '/book', undefined],
  ];
  const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
  const { orders } = await api.get<{ orders: Array<{ id: number }> }>('order/list?status=in_progress&page=1&page_size=1');
  const orderId = orders[0]?.id ?? 1;
  const { public_url: link } = await api.post<{ public_url: string }>('order/public-link', { order_id: orderId });
  const cookies = {
    master: await sessionCookie(server.baseURL, 'master', 'master-demo'),
    cashier: await sessionCookie(server.baseURL, 'cashier', 'cashier-demo'),
    owner: await sessionCookie(server.baseURL, 'owner', 'owner-demo'),
    display: await sessionCookie(server.baseURL, 'display', 'display-demo'),
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const gz = (file: string) => gzipSync(readFileSync(path.join('build/client', file))).length;
  try {
    const weights = [];
    for (const [name, route, who] of screens) {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 768 } });
      if (who) {
        const jar = cookies[who]
          .split('; ')
          .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: server.baseURL }));
        await context.addCookies(jar);
      }
      const page = await context.newPage();
      const js = new Set<string>();
      const css = new Set<string>();
      let words = 0;
      page.on('response', async (response) => {
        const url = new URL(response.url());
        // The words of the page's language (decision 045): a JSON file the browser keeps after the first page.
        if (url.pathname.startsWith('/words/')) words = gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
        if (!url.pathname.startsWith('/assets/')) return;
        if (url.pathname.endsWith('.js')) js.add(url.pathname);
        if (url.pathname.endsWith('.css')) css.add(url.pathname);
      });
      await page.goto(route.replace('{id}', String(orderId)).replace('/o/{token}', new URL(link).pathname), { waitUntil: 'networkidle' });
      const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gz(f), 0);
      weights.push({ name, route, js: sum(js), words, css: sum(css), files: js.size + css.size + (words ? 1 : 0) });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

export async function pages(options: { postgres?: string; quick: boolean }): Promise<Section> {
  const runs = options.quick ? 1 : 3;
  const helloPort = 5900 + Math.floor(Math.random() * 90);
  const stopHello = await helloWorld(helloPort);
  const helloURL = `http://127.0.0.1:${helloPort}/`;
  const data: Record<string, unknown> = {};
  const parts: string[] = [
    `20 connections (autocannon), ${runs === 1 ? 'one run' : 'the median of three runs'} of 5 s after a 2 s warm-up, each request ` +
      'beside a bare Express hello-world served by the same machine in the same run: the share of its rate is the figure to compare ' +
      '(the speed goals). On this 2-core machine the load tool, the server and PostgreSQL share the cores.',
  ];
  try {
    if (options.postgres) {
      const orders = options.quick ? 10_000 : 100_000;
      const db = await freshDatabase(options.postgres, 'pages');
      const database = await openDatabase({ kind: 'postgres', url: db.url });
      await seedOrders(database.db, orders, () => undefined);
      await database.close();
      const server = await startServer({ DATABASE_URL: db.url, SEED_DEMO: 'true' });
      try {
        const rows = await measureCases(server, helloURL, ['healthz', 'login', 'api', 'page', 'data'], runs);
        data.postgres = rows;
        parts.push('', `### PostgreSQL, ${orders.toLocaleString('en')} orders`, '', throughputTable(rows, GOALS));
      } finally {
        await server.stop();
        await db.drop();
      }
    } else {
      parts.push('', 'No PostgreSQL server was reachable: the PostgreSQL figures were not measured.');
    }

    const dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-bench-pages-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await seedOrders(database.db, 1_000, () => undefined);
    await database.close();
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const rows = await measureCases(server, helloURL, ['page', 'data'], runs);
      data.pglite = rows;
      const page = rows.find((r) => r.id === 'page')!.result.rps;
      parts.push(
        '',
        '### The embedded database (PGlite), 1,000 orders',
        '',
        `Goal: the list page at least 3 times its rate before the speed work (${PGLITE_PAGE_BEFORE} req/s): ${page} req/s, ` +
          `${round(page / PGLITE_PAGE_BEFORE, 1)} times (${page >= 3 * PGLITE_PAGE_BEFORE ? 'met' : 'missed'}).`,
        '',
        throughputTable(rows, {}),
      );

      const weights = await screenWeights(server);
      data.weights = weights;
      const heaviest = Math.max(...weights.map((w) => w.js));
      parts.push(
        '',
        '### JavaScript and CSS per screen (gzip)',
        '',
        "What Chromium downloads for each screen until its network is idle, signed in as the screen's role (a dialog loaded when it is " +
          "first opened is not counted until then), measured on the build's files. " +
          'Goal: at most 150 kB (150,000 bytes) of JavaScript for any screen; ' +
          `the heaviest is ${kB(heaviest)} (${heaviest <= JS_GOAL ? 'met' : `missed by ${kB(heaviest - JS_GOAL)}`}). ` +
          "The words of the page's language are a JSON file of their own (decision 045), shown apart: the browser keeps it, " +
          'so only the first page after a release fetches it (before, every page carried them in its HTML).',
        '',
        table(
          ['screen', 'route', 'JavaScript', 'words', 'CSS', 'files'],
          weights.map((w) => [w.name, `\`${w.route}\``, kB(w.js), w.words ? kB(w.words) : '', kB(w.css), w.files]),
        ),
      );
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    stopHello();
  }
  return { id: 'pages', title: 'Pages and bundles', markdown: parts.join('\n'), data };
}

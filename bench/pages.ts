/**
 * Pages (issue 8): the server-rendered lists (`/master/tasks/all` and the cashier's list,
 * signed in, 50 rows) under 20 connections, beside a bare Express hello-world served by
 * the same machine in the same run; and the JavaScript and CSS each screen loads (gzip),
 * read from what the rendered page asks for (module preloads, scripts, stylesheets) and
 * measured on the files of the build.
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../api/db/open';
import { sessionCookie } from './lib/api';
import { load, type LoadResult } from './lib/load';
import { seedOrders } from './lib/seed-orders';
import { startServer } from './lib/server';
import { kB, round, table } from './lib/stats';
import type { Section } from './section';

const JS_GOAL = 150 * 1024;

async function helloWorld(port: number): Promise<() => void> {
  const child = spawn(process.execPath, ['-e', `require('express')().get('/', (_q, r) => r.send('Hello world')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return () => child.kill();
}

/** The files a screen's HTML asks the browser to load, and their gzip sizes. */
async function screenWeight(baseURL: string, route: string, cookie: string | undefined) {
  const html = await (await fetch(`${baseURL}${route}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })).text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]!);
  const gz = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join('build/client', f))).length, 0);
  return { js: gz(js), css: gz(css), files: js.size + css.size, status: html.length > 0 };
}

export async function pages(options: { quick: boolean }): Promise<Section> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-bench-pages-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await seedOrders(database.db, 1_000, () => undefined);
  await database.close();
  const server = await startServer({ DATA_DIR: dataDir });
  const helloPort = 5900 + Math.floor(Math.random() * 90);
  const stopHello = await helloWorld(helloPort);
  const runs = options.quick ? 1 : 3;
  try {
    const master = await sessionCookie(server.baseURL, 'master', 'master-demo');
    const cashier = await sessionCookie(server.baseURL, 'cashier', 'cashier-demo');
    const display = await sessionCookie(server.baseURL, 'display', 'display-demo');
    const throughput: Array<[string, LoadResult]> = [];
    throughput.push(['Express hello-world (reference)', await load(`http://127.0.0.1:${helloPort}/`, {}, { runs })]);
    throughput.push(['/master/tasks/all (master, 50 rows)', await load(`${server.baseURL}/master/tasks/all`, { cookie: master }, { runs })]);
    throughput.push(['/cashier/tasks/active (cashier, 50 rows)', await load(`${server.baseURL}/cashier/tasks/active`, { cookie: cashier }, { runs })]);
    const hello = throughput[0]![1].rps;

    const screens: Array<[string, string, string | undefined]> = [
      ['Sign-in', '/log_in', undefined],
      ['Registration', '/register', undefined],
      ['Password reset', '/reset_password', undefined],
      ['New order (wizard)', '/master/tasks/new', master],
      ['Master lists', '/master/tasks/all', master],
      ['Master task page', '/master/task/990', master],
      ['Profile', '/account/profile', master],
      ['Cashier list', '/cashier/tasks/active', cashier],
      ['Cashier order page', '/cashier/task/990', cashier],
      ['Wall display', '/display', display],
    ];
    const weights = [];
    for (const [name, route, cookie] of screens) weights.push({ name, route, ...(await screenWeight(server.baseURL, route, cookie)) });
    const heaviest = Math.max(...weights.map((w) => w.js));

    const markdown = [
      `20 connections (autocannon), ${runs === 1 ? 'one run' : 'the median of three runs'} of 5 s after a 2 s warm-up; the embedded PGlite with ` +
        '1,000 generated orders. The hello-world is a bare Express app in its own process on the same machine, in the same run. ' +
        'Goal: the list page at least a quarter of hello-world\'s rate.',
      '',
      table(
        ['page', 'req/s', 'p50 (ms)', 'p95 (ms)', 'share of hello-world', 'errors'],
        throughput.map(([name, r]) => [name, r.rps, r.p50, r.p95, `${round((100 * r.rps) / hello, 1)} %`, r.errors]),
      ),
      '',
      '### JavaScript and CSS per screen (gzip)',
      '',
      'What the server-rendered HTML of each screen makes the browser load (module preloads, scripts, stylesheets), measured ' +
        `on the build's files. Goal: at most 150 kB of JavaScript for any screen; the heaviest is ${kB(heaviest)} ` +
        `(${heaviest <= JS_GOAL ? 'met' : `missed by ${kB(heaviest - JS_GOAL)}`}).`,
      '',
      table(['screen', 'route', 'JavaScript', 'CSS', 'files'], weights.map((w) => [w.name, `\`${w.route}\``, kB(w.js), kB(w.css), w.files])),
    ].join('\n');
    return { id: 'pages', title: 'Pages and bundles (issue 8)', markdown, data: { throughput: Object.fromEntries(throughput), weights } };
  } finally {
    stopHello();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The framework's own floor: what a bare Remix v2 app (bench/framework-floor/: a root document
 * and three pages, two without a loader and one of 50 rows from a loader; no database, no
 * session) costs over HTTP beside its render, served as Washdesk serves its pages (Express, the
 * answer sent whole, the same compression settings, the same Node flags) and measured as "A
 * page's floor" measures Washdesk's pages. «Remix in-process» less the render is what Remix's
 * own request handling costs any page; the rest above the render is the way out (Express, the
 * compression, the measuring client), which is ours to choose.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { productionRuntime } from '../scripts/production-runtime';
import { lightClient } from './lib/light-client';
import { pageOverHttp, timed } from './lib/page-over-http';
import { renderCapture } from './lib/render-capture';
import { freePort } from './lib/server';
import { median, percentile, round, table } from './lib/stats';
import type { Section } from './section';

const PAGES = [
  { name: 'A heading, no loader', path: '/' },
  { name: 'A form and 40 links, no loader', path: '/form' },
  { name: "50 rows from a loader, a list's size", path: '/list' },
];

/** The bare app reads no load context (Washdesk's type describes Washdesk's). */
const NO_CONTEXT = {} as AppLoadContext;

function buildBareApp(dir: string): void {
  const built = spawnSync('npx', ['remix', 'vite:build', '--config', 'bench/framework-floor/vite.config.ts'], {
    env: { ...process.env, NODE_ENV: 'production', FRAMEWORK_FLOOR_BUILD: dir },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the bare Remix app did not build');
}

/** The bare app's server in a process of its own, started as `npm start` starts Washdesk's. */
async function startBareServer(dir: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const runtime = productionRuntime('.');
  const child = spawn(process.execPath, [...runtime.nodeArgs, '--import', 'tsx', 'bench/framework-floor/server.ts'], {
    env: { ...process.env, ...runtime.env, NODE_ENV: 'production', PORT: String(port), FRAMEWORK_FLOOR_BUILD: dir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: async () => {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

export async function frameworkFloor(options: { quick: boolean }): Promise<Section> {
  const rounds = options.quick ? 50 : 300;
  // Inside the checkout, where the build's imports find node_modules.
  const dir = mkdtempSync(path.resolve('build', 'framework-floor-'));
  try {
    buildBareApp(dir);
    const server = await startBareServer(dir);
    try {
      // React and React Router pick their production builds by NODE_ENV when first loaded: a run of
      // this section alone would otherwise time their development builds in this process.
      const mode = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      const build = (await import(pathToFileURL(path.join(dir, 'server/index.js')).href)) as ServerBuild;
      if (mode === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
      else process.env.NODE_ENV = mode;
      const noted = renderCapture(build);
      const handle = createRequestHandler(noted.build, 'production');
      const client = lightClient();
      const measured = [];
      for (const page of PAGES) {
        const url = `${server.baseURL}${page.path}`;
        // As "A page's floor" asks (decision 059): a light client, gzip and not, and `fetch` beside.
        const overHttp = pageOverHttp(client, url);
        const inProcess = async () => (await handle(new Request(url), NO_CONTEXT)).arrayBuffer();
        const { entry, bytes } = await noted.capture(url, () => handle(new Request(url), NO_CONTEXT));
        const t = { http: [] as number[], plain: [] as number[], browser: [] as number[], remix: [] as number[], render: [] as number[] };
        // As "A page's floor": one after another each round, the three over HTTP taking turns at going first.
        for (let i = 0; i < rounds + 20; i += 1) {
          const { http, plain, browser } = await overHttp.timedInTurns(i);
          const remix = await timed(inProcess);
          const render = await timed(() => noted.render(new Request(url), entry, NO_CONTEXT));
          if (i < 20) continue;
          t.http.push(http);
          t.plain.push(plain);
          t.browser.push(browser);
          t.remix.push(remix);
          t.render.push(render);
        }
        const ms = (samples: number[]) => round(median(samples), 2);
        const figures = {
          name: page.name,
          path: page.path,
          htmlBytes: bytes,
          httpMs: ms(t.http),
          httpP95: round(percentile(t.http, 95), 2),
          plainMs: ms(t.plain),
          browserMs: ms(t.browser),
          remixMs: ms(t.remix),
          renderMs: ms(t.render),
          remixOwnMs: round(ms(t.remix) - ms(t.render), 2),
          aboveRenderMs: round(ms(t.http) - ms(t.render), 2),
          plainAboveRenderMs: round(ms(t.plain) - ms(t.render), 2),
        };
        console.log(`  ${page.name}: ${figures.httpMs} ms over HTTP, render ${figures.renderMs} ms`);
        measured.push(figures);
      }
      const markdown = [
        "A bare Remix v2 app built with Washdesk's Remix options (bench/framework-floor/: a root document and three pages, two with " +
          "no loader and one whose loader makes up 50 rows of a list's fields; no database, no session, no middleware of " +
          "Washdesk's), served by a process of its own started with `npm start`'s Node flags and malloc settings: Express, " +
          "the same compression settings, and Remix's answer sent whole as Washdesk's pages are " +
          `(decision 058). Measured as "A page's floor" measures Washdesk's pages: one request at a time, the median of ${rounds} ` +
          'rounds after 20 of warm-up, each round timing the page over HTTP by a light client asking for gzip (and unpacking it), ' +
          "not compressed, through `fetch`, through the build in the benchmark's process, and the build's render alone from the " +
          "context the request left. «Remix in-process» less the render is Remix's own request handling (matching, the data " +
          'router, the encoding of the data), which every page pays; the rest of «above its render» is the way out: Express, ' +
          "the compression and the client's unpacking. A page within 1.5 times its floor has half its floor for all of it.",
        '',
        table(
          [
            'page',
            'over HTTP (p50, ms)',
            'p95',
            'not compressed',
            'through fetch',
            'Remix in-process',
            'render',
            "Remix's own",
            'above its render',
            'not compressed, above its render',
            'HTML',
          ],
          measured.map((m) => [
            `${m.name} \`${m.path}\``,
            m.httpMs,
            m.httpP95,
            m.plainMs,
            m.browserMs,
            m.remixMs,
            m.renderMs,
            m.remixOwnMs,
            m.aboveRenderMs,
            m.plainAboveRenderMs,
            `${round(m.htmlBytes / 1000, 1)} kB`,
          ]),
        ),
      ].join('\n');
      client.close();
      return { id: 'framework-floor', title: "The framework's own floor", markdown, data: { rounds, pages: measured } };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

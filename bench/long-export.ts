/**
 * A long export beside the shop (docs/decisions/060-long-lists-in-turns.md): the owner downloads
 * the lapsed clients' CSV at its largest (50,000 rows) while a screen keeps asking the server
 * for something small (/healthz every 5 ms, as a push or a tap would need it). The figures: how
 * long the file takes, how long the server's event loop kept waiting work waiting (Node's own
 * monitor inside the server), and the longest a small request waited, from outside. PostgreSQL
 * (the clients written straight into it); the production build as `npm start` runs it.
 * BENCH_EXPORT_BEFORE names another checkout, built, measured the same way beside this one.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { LAPSED_EXPORT_MAX } from '../api/contract/owner-clients';
import { sessionCookie } from './lib/api';
import { lightClient } from './lib/light-client';
import { adminQuery, freshDatabase } from './lib/postgres';
import { startServer } from './lib/server';
import { median, round, table } from './lib/stats';
import type { Section } from './section';

interface Round {
  exportMs: number;
  bytes: number;
  loopMaxMs: number;
  loopP99Ms: number;
  waitMaxMs: number;
}

/** `rounds` downloads after one to warm up, on a database of its own, by the build in `cwd` (this checkout by default). */
async function measure(postgres: string, rounds: number, cwd?: string): Promise<Round[]> {
  const db = await freshDatabase(postgres, 'export');
  try {
    const server = await startServer({ DATABASE_URL: db.url, SEED_DEMO: 'true' }, cwd ? { cwd } : {});
    const exporter = lightClient();
    const screen = lightClient();
    try {
      // Gone 200 days, every one of them agreed to be contacted: the file is as long as it can be.
      await adminQuery(
        db.url,
        `insert into clients (phone, name, marketing_consent, visits, first_visit_at, last_visit_at)
         select '+7999' || lpad(g::text, 7, '0'), 'Клиент ' || g, true, 1 + g % 9, now() - interval '400 days',
           now() - interval '200 days' - make_interval(mins => g)
         from generate_series(1, ${LAPSED_EXPORT_MAX}) g`,
        new URL(db.url).pathname.slice(1),
      );
      const cookie = await sessionCookie(server.baseURL, 'owner', 'owner-demo');
      const url = `${server.baseURL}/resources/lapsed-csv?lapsed_days=90`;
      const measured: Round[] = [];
      for (let i = 0; i < rounds + 1; i += 1) {
        await server.watchLoop();
        let exporting = true;
        let waitMaxMs = 0;
        const asking = (async () => {
          while (exporting) {
            const start = performance.now();
            const r = await screen.get(`${server.baseURL}/healthz`, {});
            if (r.status !== 200) throw new Error(`/healthz: ${r.status}`);
            waitMaxMs = Math.max(waitMaxMs, performance.now() - start);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
        const start = performance.now();
        const file = await exporter.get(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
        const exportMs = performance.now() - start;
        exporting = false;
        await asking;
        if (file.status !== 200) throw new Error(`the export: ${file.status}`);
        const loop = await server.loopDelay();
        // The first round warms the server up.
        if (i > 0) measured.push({ exportMs, bytes: file.bytes, loopMaxMs: loop.maxMs, loopP99Ms: loop.p99Ms, waitMaxMs });
      }
      return measured;
    } finally {
      exporter.close();
      screen.close();
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

export async function longExport(options: { postgres?: string; quick: boolean }): Promise<Section> {
  const title = 'A long export beside the shop';
  if (!options.postgres) return { id: 'long-export', title, markdown: 'No PostgreSQL server was reachable: not measured.', data: null };
  const rounds = options.quick ? 3 : 10;
  const before = process.env.BENCH_EXPORT_BEFORE;
  // The earlier checkout named by its commit.
  const commitOf = (dir: string) => execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const versions: Array<{ version: string; cwd?: string }> = [
    { version: 'this build' },
    ...(before ? [{ version: `${commitOf(before)}, before`, cwd: before }] : []),
  ];
  const results: Array<{ version: string; rounds: Round[] }> = [];
  for (const { version, cwd } of versions) results.push({ version, rounds: await measure(options.postgres, rounds, cwd) });

  const ms = (values: number[]) => round(median(values), 0);
  const worst = (values: number[]) => round(Math.max(...values), 0);
  const rows = results.map(({ version, rounds: measured }) => [
    version,
    measured.length,
    `${round(measured[0]!.bytes / 1024 / 1024, 1)} MB`,
    ms(measured.map((r) => r.exportMs)),
    `${ms(measured.map((r) => r.loopMaxMs))} / ${worst(measured.map((r) => r.loopMaxMs))}`,
    ms(measured.map((r) => r.loopP99Ms)),
    `${ms(measured.map((r) => r.waitMaxMs))} / ${worst(measured.map((r) => r.waitMaxMs))}`,
  ]);
  const markdown = [
    [
      `PostgreSQL, the demo shop and ${LAPSED_EXPORT_MAX.toLocaleString('en')} clients gone 200 days who agreed to be contacted.`,
      `The owner downloads the lapsed clients' CSV (\`/resources/lapsed-csv\`, gzip) ${rounds} times after one to warm up,`,
      "while another client asks `/healthz` every 5 ms. «The loop held» is the longest the server's event loop kept waiting",
      "work waiting during a download, by Node's own monitor inside the server (5 ms resolution); «a small request waited» is",
      "the longest `/healthz` took from outside, the machine's scheduling included. Median of the rounds / the worst round.",
    ].join(' '),
    '',
    table(
      [
        'version',
        'rounds',
        'file (not compressed)',
        'took, median (ms)',
        'the loop held (ms)',
        'the loop p99 (ms)',
        'a small request waited (ms)',
      ],
      rows,
    ),
  ].join('\n');
  return { id: 'long-export', title, markdown, data: results };
}

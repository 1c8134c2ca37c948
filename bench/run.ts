/**
 * `npm run bench [-- --only pages,floor,framework-floor,lighthouse,long-export] [--quick] [--render] [--pglite-only]`: runs the
 * benchmarks and rewrites docs/benchmarks.md and docs/benchmarks.json. Each section keeps the machine,
 * date and commit it was measured on, so running one section leaves the others' figures
 * (and their provenance) as they were. PostgreSQL is the machine's server when reachable
 * (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432); without it the PostgreSQL
 * figures are skipped and the file says so.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { findPostgres } from './lib/postgres';
import { describeMachine, machineLine, type Machine } from './lib/machine';
import { ensureBuild } from './lib/server';
import { apiThroughput } from './api-throughput';
import { liveFanout } from './live-fanout';
import { publicFanout } from './public-fanout';
import { pages } from './pages';
import { floor } from './floor';
import { frameworkFloor } from './framework-floor';
import { lighthouseSection } from './lighthouse';
import { profiles } from './profiles';
import { middleware } from './middleware';
import { plansSection } from './plans-section';
import { clientsBench } from './clients';
import { liveLatency } from './live-latency';
import { reloadStorm } from './reload-storm';
import { displayMemory } from './display-memory';
import { backups } from './backups';
import { waitEstimate } from './wait-estimate';
import { memoryStart } from './memory-start';
import { longExport } from './long-export';
import type { Section } from './section';

interface Context {
  postgres: string | undefined;
  quick: boolean;
}

/**
 * Every benchmark, in the order of docs/benchmarks.md; `database`: measures the database alone, needs no build of the app;
 * `pure`: pure functions alone, needs neither a build nor a database.
 */
const BENCHMARKS: Array<{ id: string; database?: boolean; pure?: boolean; run: (ctx: Context) => Promise<Section> }> = [
  { id: 'api', run: (ctx) => apiThroughput({ postgres: ctx.postgres, quick: ctx.quick }) },
  { id: 'plans', database: true, run: (ctx) => plansSection({ postgres: ctx.postgres, quick: ctx.quick }) },
  { id: 'clients', database: true, run: (ctx) => clientsBench({ postgres: ctx.postgres, quick: ctx.quick }) },
  { id: 'pages', run: (ctx) => pages({ postgres: ctx.postgres, quick: ctx.quick }) },
  // A page beside its floor: PostgreSQL only (the in-process half shares the server's database).
  { id: 'floor', run: (ctx) => floor({ postgres: ctx.postgres, quick: ctx.quick }) },
  // A bare Remix app beside it: what every page pays the framework, which no change of ours can cut.
  { id: 'framework-floor', run: (ctx) => frameworkFloor({ quick: ctx.quick }) },
  // Lighthouse through npx (fetched from the npm registry on its first run), against the machine's Chromium.
  { id: 'lighthouse', run: (ctx) => lighthouseSection({ quick: ctx.quick }) },
  { id: 'profiles', run: (ctx) => profiles({ postgres: ctx.postgres, quick: ctx.quick }) },
  { id: 'middleware', run: (ctx) => middleware({ quick: ctx.quick }) },
  { id: 'live-latency', run: (ctx) => liveLatency({ postgres: ctx.postgres, actions: ctx.quick ? 10 : 50 }) },
  { id: 'reload-storm', run: (ctx) => reloadStorm({ postgres: ctx.postgres, screens: 10, changes: ctx.quick ? 5 : 30 }) },
  { id: 'live-fanout', run: (ctx) => liveFanout({ postgres: ctx.postgres, counts: ctx.quick ? [1, 100] : [1, 100, 1000, 5000] }) },
  // Customers' pages: PostgreSQL only (the requirement is set there); without it the section says it was not measured.
  { id: 'public-fanout', run: (ctx) => publicFanout({ postgres: ctx.postgres, quick: ctx.quick }) },
  { id: 'display-memory', run: (ctx) => displayMemory({ cycles: ctx.quick ? 40 : 240 }) },
  {
    id: 'backups',
    // The embedded database's backup holds its tarball and the verification's copy in memory:
    // about 11 GB at its peak at a million orders (BENCH_PGLITE_MAX lowers the size on a smaller machine).
    run: (ctx) =>
      backups({
        postgres: ctx.postgres,
        sizes: ctx.quick ? [10_000] : [100_000, 1_000_000],
        pgliteMax: Number(process.env.BENCH_PGLITE_MAX ?? 1_000_000),
        loadOrders: ctx.quick ? 10_000 : 100_000,
      }),
  },
  { id: 'wait-estimate', pure: true, run: () => waitEstimate() },
  { id: 'memory-start', run: (ctx) => memoryStart({ postgres: ctx.postgres, sizes: ctx.quick ? [1_000, 10_000] : [1_000, 100_000] }) },
  // The owner's biggest file beside the live screens: PostgreSQL only (the clients are written straight into it).
  { id: 'long-export', run: (ctx) => longExport({ postgres: ctx.postgres, quick: ctx.quick }) },
];

const JSON_FILE = 'docs/benchmarks.json';
const MD_FILE = 'docs/benchmarks.md';
const NOTES_FILE = 'bench/notes.md';

type Stored = Section & { machine: Machine };

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    render: { type: 'boolean', default: false },
    // Measure the embedded database alone even where a PostgreSQL server answers.
    'pglite-only': { type: 'boolean', default: false },
  },
});
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((id) => !BENCHMARKS.some((b) => b.id === id));
if (unknown?.length) throw new Error(`unknown benchmark: ${unknown.join(', ')} (known: ${BENCHMARKS.map((b) => b.id).join(', ')})`);

const stored: Record<string, Stored> = existsSync(JSON_FILE)
  ? (JSON.parse(readFileSync(JSON_FILE, 'utf8')) as { sections: Record<string, Stored> }).sections
  : {};
// `--render`: only rewrite the Markdown from the JSON (after editing bench/notes.md).
if (values.render) {
  write();
  process.exit(0);
}

const selected = BENCHMARKS.filter((b) => !only || only.includes(b.id));
const pureOnly = selected.every((b) => b.pure);
const postgres = values['pglite-only'] || pureOnly ? undefined : await findPostgres();
console.log(
  postgres
    ? `PostgreSQL: ${new URL(postgres).host}`
    : pureOnly
      ? 'No database needed.'
      : values['pglite-only']
        ? 'The embedded PGlite only (--pglite-only).'
        : 'No PostgreSQL server reachable: the embedded PGlite only.',
);
if (selected.some((b) => !b.database && !b.pure)) ensureBuild();
const machine = await describeMachine(postgres);
const ctx: Context = { postgres, quick: values.quick };

for (const bench of BENCHMARKS) {
  if (only && !only.includes(bench.id)) continue;
  console.log(`\n▶ ${bench.id}`);
  const started = Date.now();
  const section = await bench.run(ctx);
  stored[bench.id] = { ...section, machine };
  console.log(section.markdown);
  console.log(`✔ ${bench.id} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  write();
}

function write() {
  writeFileSync(JSON_FILE, `${JSON.stringify({ sections: stored }, null, 2)}\n`);
  const parts = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.ts); the raw figures are in docs/benchmarks.json. Figures come from these ' +
      'scripts, never from timed assertions in tests. Each section says when, on which commit and on which machine it was measured.',
  ];
  for (const bench of BENCHMARKS) {
    const s = stored[bench.id];
    if (!s) continue;
    parts.push('', `## ${s.title}`, '', `_Measured ${machineLine(s.machine)}._`, '', s.markdown.trim());
  }
  if (existsSync(NOTES_FILE)) parts.push('', readFileSync(NOTES_FILE, 'utf8').trim());
  writeFileSync(MD_FILE, `${parts.join('\n')}\n`);
}

import type { StaffFigures } from './staff-screens';
import { median, percentile, round, table } from './stats';

/** Addresses each scenario's pages come from (X-Forwarded-For): 5,000 pages make 50 handshakes each, under the limit of 120 a minute. */
export const ADDRESSES = 100;

export type Kind = 'start' | 'add' | 'complete';

export interface ChangeFigures {
  kind: Kind;
  requestMs: number;
  reached: number;
  /** Arrival after the answer, ms: each page that heard a view (its first arrival). */
  delays: number[];
  /** The changed order's pages that heard nothing; pages of a room that heard while another page of it did not. */
  targetMissed: number;
  roomMissed: number;
  /** Pages heard twice in one change. */
  twice: number;
  /** Pages whose latest view differs from the view read afresh after the change (ready time aside), and by the ready time alone. */
  stale: number;
  staleReadyAt: number;
  targetDelay: number | undefined;
  /** The staff screens: the change's event and their reload's answer, ms after the call was sent. */
  staff: StaffFigures;
  /** The list statements the database ran for the change (pg_stat_statements), if counted. */
  listStatements: number | undefined;
}

export interface ScenarioFigures {
  label: string;
  pages: number;
  tokens: number;
  refused: Record<string, number>;
  connectS: number;
  memory: { rssMB: number; heapMB: number };
  idle?: { transactionsPerSecond: number; rowsPerSecond: number };
  warmUp: ChangeFigures;
  changes: ChangeFigures[];
}

export type Facts = {
  orders: number;
  links: number;
  open: number;
  idleS: number;
  /** What the staff's screens heard of the change feed as they connected, until it was quiet for 5 s. */
  catchUp: { events: number; changes: number; seconds: number };
  /** The machine's 1-minute load average over the run. */
  load: { median: number; max: number; cores: number };
};
export type Idle = { memory: { rssMB: number; heapMB: number }; idle: { transactionsPerSecond: number; rowsPerSecond: number } };
export type ViewsRead = Array<{ tokens: number; chunk: number; p50: number; p95: number }>;

const n = (x: number) => x.toLocaleString('en');
const ms = (x: number) => (Number.isFinite(x) ? String(x) : '—');

function row(s: ScenarioFigures): Array<string | number> {
  const delays = s.changes.flatMap((c) => c.delays);
  const reached = s.changes.map((c) => c.reached);
  const missed = (pick: (c: ChangeFigures) => number) => s.changes.reduce((sum, c) => sum + pick(c), 0);
  const target = s.changes.map((c) => c.targetDelay).filter((d): d is number => d !== undefined && Number.isFinite(d));
  return [
    s.label,
    `${n(s.pages)} (${n(s.tokens)} tokens)`,
    s.connectS,
    s.changes.length,
    `${median(reached)} (${Math.min(...reached)}–${Math.max(...reached)})`,
    [50, 95, 99, 100].map((p) => ms(percentile(delays, p))).join(' / '),
    `${ms(median(target))} / ${ms(percentile(target, 100))}`,
    `${missed((c) => c.targetMissed)} / ${missed((c) => c.roomMissed)} / ${missed((c) => c.stale)}`,
    missed((c) => c.twice),
    `${[50, 95, 100].map((p) => ms(percentile(staffOf(s, 'heard'), p))).join(' / ')}`,
    `${[50, 95, 100].map((p) => ms(percentile(staffOf(s, 'reloaded'), p))).join(' / ')}`,
    `${missed((c) => c.staff.missed)} / ${missed((c) => c.staff.failed)}`,
    statementsOf(s),
  ];
}

const staffOf = (s: ScenarioFigures, what: 'heard' | 'reloaded') => s.changes.flatMap((c) => c.staff[what]);

/** The list statements per change, min–max, or why there is no count. */
function statementsOf(s: ScenarioFigures): string {
  const counts = s.changes.map((c) => c.listStatements).filter((x): x is number => x !== undefined);
  return counts.length ? `${Math.min(...counts)}–${Math.max(...counts)}` : 'not counted';
}

/** Whether the requirement holds for the staff's screens beside a scenario's pages: reloads answered within 1 s (p95), none missed. */
function staffVerdict(s: ScenarioFigures): string {
  const reloaded = staffOf(s, 'reloaded');
  const missed = s.changes.reduce((sum, c) => sum + c.staff.missed + c.staff.failed, 0);
  const met = reloaded.length > 0 && percentile(reloaded, 95) <= 1000 && missed === 0;
  return (
    `**The 10 staff screens beside ${s.label}: ${met ? 'met' : 'not met'}**, their reloads answered with a p95 of ` +
    `${ms(percentile(reloaded, 95))} ms after the call was sent, over ${n(reloaded.length)} (change, screen) pairs, ${missed} ` +
    `missed or failed; list statements per change: ${statementsOf(s)}.`
  );
}

/** Whether the requirement holds for a scenario: p95 of the (change, page) delays within 1 s, and no page missed. */
function verdict(s: ScenarioFigures): string {
  const delays = s.changes.flatMap((c) => c.delays);
  const missed = s.changes.reduce((sum, c) => sum + c.targetMissed + c.roomMissed + c.stale, 0);
  if (delays.length === 0)
    return `**${s.label}: not met, no page heard any of the ${s.changes.length} changes**; ${missed} pages missed one.`;
  const p95 = percentile(delays, 95);
  const met = p95 <= 1000 && missed === 0;
  return `**${s.label}: ${met ? 'met' : 'not met'}**, p95 ${p95} ms over ${n(delays.length)} (change, page) pairs, ${missed} missed.`;
}

/** Where the delay goes with many pages to a room: the changes that reached few pages against those that reached many. */
function spread(s: ScenarioFigures): string {
  const few = s.changes.filter((c) => c.reached > 0 && c.reached <= 200);
  const many = s.changes.filter((c) => c.reached >= 1000);
  const p95 = (list: ChangeFigures[]) =>
    ms(
      percentile(
        list.flatMap((c) => c.delays),
        95,
      ),
    );
  const first = (list: ChangeFigures[]) => ms(median(list.map((c) => Math.min(...c.delays))));
  if (few.length === 0 || many.length === 0) return '';
  return (
    `In the first scenario, the ${few.length} changes that reached at most 200 pages (a service added to a car at the back of ` +
    `the queue) arrived with a p95 of ${p95(few)} ms; the ${many.length} that reached 1,000 pages or more (a car started or ` +
    `finished: the queue behind it moved) with ${p95(many)} ms, their first page after ${first(many)} ms (median): the read ` +
    'and the poll take the first tens of milliseconds, the rest is sending one view to each of thousands of sockets and ' +
    "those sockets' client reading it, on the same two cores."
  );
}

/** The Markdown of bench/public-fanout.ts. */
export function render(facts: Facts, staff: [Idle, Idle], scenarios: ScenarioFigures[], viewsRead: ViewsRead): string {
  const refused = scenarios.flatMap((s) => Object.entries(s.refused).map(([why, count]) => `${count} ${why}`));
  const readyAt = scenarios.reduce((sum, s) => sum + s.changes.reduce((x, c) => x + c.staleReadyAt, 0), 0);
  const idleRow = (label: string, x: Idle) => [
    label,
    round(x.idle.transactionsPerSecond, 2),
    n(round(x.idle.rowsPerSecond, 0)),
    `${x.memory.rssMB} MB`,
    `${x.memory.heapMB} MB`,
  ];
  const warm = scenarios.map((s) => `${n(s.warmUp.reached)} of ${n(s.pages)}`).join(', ');
  const { load } = facts;
  return [
    `The machine's 1-minute load average during the run, sampled every 5 s (the benchmark's own work included, ` +
      `${load.cores} cores): median ${round(load.median, 1)}, at most ${round(load.max, 1)}.`,
    '',
    `One process on PostgreSQL (the production build, the default poll of 1 s), its shop seeded with ${n(facts.orders)} orders ` +
      `over five years (bench/lib/seed-orders.ts), of which ${n(facts.links)} got a link by migration 0029's rule (open, or done in ` +
      'the last 30 days; bench/lib/seed-links.ts, which also makes the waiting cars not started and the cars in work started in ' +
      'the last two hours); twenty of its thirty cars in work are finished through the API first, leaving ' +
      `${facts.open} open orders (${facts.open - 10} waiting, 10 in work). A page is a socket.io client of the namespace \`/public\` ` +
      "with its link's token, as the customer's page opens it; all pages, and 10 staff screens (master, cashier, display and owner " +
      'sessions on the main namespace), are clients in one Node process of the benchmark on the same machine, so their own work ' +
      'is part of the delays. The limits on public sockets per address (120 handshakes a minute, api/public/rate-limit.ts, ' +
      'and the sockets one address may hold open, server/live/public-socket.ts) are kept, not lifted: the server trusts the ' +
      'X-Forwarded-For of a loopback proxy (TRUSTED_PROXIES=loopback, its default), and each page comes through it from one of ' +
      `${ADDRESSES} addresses of its scenario (at most ${n(Math.ceil(Math.max(...scenarios.map((s) => s.pages)) / ADDRESSES))} ` +
      `handshakes and open sockets each)${refused.length ? `; refused: ${refused.join(', ')}.` : '; no handshake was refused.'}`,
    '',
    'Each change is one call of the master through the API, in turn: the oldest waiting car starts (its queue moves), ' +
      'a wash service is added to one of the five newest waiting cars, the oldest car in work is finished; the next one when the ' +
      'pages have been quiet for 0.5 s (at least 1.5 s apart). The delay runs from the answer of the call (the change committed) to the ' +
      'arrival of the new view at each page that heard one; a page whose view did not move hears nothing. The 10 staff screens ' +
      "(3 master's, 3 cashier's, 2 owner's and 2 of the wall, in turn) each read their screen's data again when an event names " +
      "the changed order, as a live reload does (the `.data` of the master's list of cars in work, of the cashier's list, which " +
      "the owner's screens open too, and of the wall), once per change; their times run from the moment the call was sent " +
      "(the event can come before the call's answer: the change is pushed on commit), to the event's arrival and to the reload's " +
      'answer, not its drawing (a browser\'s part is in "Live latency"). The list statements are the database\'s own count ' +
      "(pg_stat_statements: the lists' statement, their lines gathered by json_agg) over the change: two lists are open, the " +
      "master's on 3 screens and the cashier's on 5, so one statement per list is 2 a change, one per screen would be 8. " +
      '«Missed»: the changed ' +
      "order's pages that heard nothing / pages of a room (token) where another page heard and this one did not / pages whose " +
      'last view differs from the views read afresh after the change (the ready time aside, which moves by the minute: ' +
      `${readyAt} page-changes differed by it alone). The server also reads every view again each minute with no change ` +
      "(a car running late moves its ready time): such a refresh may fall within a change's window and add its pages. " +
      `Each scenario starts with one change not counted (a warm-up); it reached ${warm} pages.`,
    '',
    table(
      [
        'scenario',
        'pages',
        'connect (s)',
        'changes',
        'pages reached per change: median (min–max)',
        'delay p50 / p95 / p99 / max (ms)',
        "changed order's pages: median / max of the changes' medians (ms)",
        'missed: changed order / room / stale',
        'heard twice',
        'staff screens: event p50 / p95 / max (ms)',
        'staff screens: reload answered p50 / p95 / max (ms)',
        'staff missed / failed',
        'list statements per change',
      ],
      scenarios.map(row),
    ),
    '',
    spread(scenarios[0]!),
    '',
    'The requirement, a change reaching p95 of the pages within 1 s:',
    '',
    ...scenarios.map((s) => `- ${verdict(s)}`),
    ...scenarios.map((s) => `- ${staffVerdict(s)}`),
    '',
    "The server's cost of a push is its read of the views (api/public/order-view.ts, the call `POST /api/v1/public/views`, at most " +
      `${n(viewsRead[0]!.chunk)} tokens a read): a change reads the pages of cars in a queue and those of the orders it changed, ` +
      `the minute's refresh every page. Timed in the benchmark's process on the same database (p50 / p95 of 30): ` +
      `${viewsRead[0]!.p50} / ${viewsRead[0]!.p95} ms for the ${n(viewsRead[0]!.tokens)} open orders' tokens (what a change ` +
      `reads in either scenario, the changed order's aside), ${viewsRead[1]!.p50} / ${viewsRead[1]!.p95} ms for the ` +
      `${n(viewsRead[1]!.tokens)} tokens of the second scenario in reads of ${n(viewsRead[1]!.chunk)} (its minute's refresh).`,
    '',
    `Database load while nothing happens, over ${facts.idleS} s each time, 11 s after the last handshake (pg_stat_database of the ` +
      "shop's database: transactions committed or rolled back, rows returned and fetched; with pages open it includes the " +
      "minute's refresh of their views), and the server's memory (RSS and heap after a full GC) with them open. The first window " +
      `waits for the poller's first reads: as the first screen connected, the screens heard ${n(facts.catchUp.changes)} changes in ` +
      `${n(facts.catchUp.events)} pushes over ${facts.catchUp.seconds} s` +
      (facts.catchUp.changes > 0
        ? ", the benchmark's own changes of the moment before (it finishes twenty cars just before the screens connect); " +
          "the poller's first read only asks where the change feed ends, and sends nothing (server/live/poller.ts)."
        : ": the poller's first read only asks where the change feed ends, and sends nothing (server/live/poller.ts)."),
    '',
    table(
      ['open', 'transactions/s', 'rows read/s', 'server RSS', 'server heap'],
      [
        idleRow('10 staff screens', staff[0]),
        ...scenarios
          .filter((s) => s.idle)
          .map((s) => idleRow(`10 staff screens + ${n(s.pages)} pages on ${n(s.tokens)} orders`, { memory: s.memory, idle: s.idle! })),
        idleRow('10 staff screens, after the pages closed', staff[1]),
      ],
    ),
  ].join('\n');
}

/** A scenario's figures for docs/benchmarks.json: each change summed up rather than every page's delay. */
export function summary(s: ScenarioFigures) {
  const { changes, warmUp, ...rest } = s;
  const brief = (c: ChangeFigures) => {
    const { delays, staff, ...figures } = c;
    const brief3 = (x: number[]) => ({ p50: percentile(x, 50), p95: percentile(x, 95), max: percentile(x, 100) });
    return {
      ...figures,
      ...brief3(delays),
      staff: { heard: brief3(staff.heard), reloaded: brief3(staff.reloaded), missed: staff.missed, failed: staff.failed },
    };
  };
  const delays = changes.flatMap((c) => c.delays);
  const pooled = Object.fromEntries([50, 95, 99, 100].map((p) => [`p${p}`, percentile(delays, p)]));
  return { ...rest, delays: { pairs: delays.length, ...pooled }, warmUp: brief(warmUp), changes: changes.map(brief) };
}

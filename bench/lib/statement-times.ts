import type { Logger } from 'drizzle-orm';
import { median, percentile, round } from './stats';

/** One statement as drizzle sent it: its text and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** Rows of one statement on a single connection (a pg.Client or a PGlite). */
export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Drizzle's logger, keeping the statements of one call while it records. */
export class StatementLog implements Logger {
  private recording: Statement[] | undefined;

  logQuery(query: string, params: unknown[]): void {
    this.recording?.push({ text: query, params: [...params] });
  }

  /** Every statement `fn` sends, in the order it sends them. */
  async record(fn: () => Promise<unknown>): Promise<Statement[]> {
    this.recording = [];
    try {
      await fn();
      return this.recording;
    } finally {
      this.recording = undefined;
    }
  }
}

export interface CaseFigures {
  statements: number;
  /** Planning + execution of every statement of one call, summed: median and p95 over the runs. */
  dbMs: { p50: number; p95: number };
  /** Execution alone, summed (median). */
  executionMs: number;
  /** The function itself, end to end in Node: median and p95. */
  callMs: { p50: number; p95: number };
  runs: number;
  slowest: { index: number; text: string; params: unknown[]; ms: number; plan: string };
  /** Each statement's median (planning + execution), in the order sent. */
  perStatement: number[];
}

/**
 * The database time of one call of `fn`: its statements caught by drizzle's logger, then each
 * run under EXPLAIN (ANALYZE, TIMING OFF) with the same parameters, one after another,
 * `runs` times after two warm-up rounds; a statement that writes runs in a transaction rolled
 * back. `before` runs ahead of every call (not timed). The slowest statement (by its median)
 * is explained once more with BUFFERS for its plan.
 */
export async function measureCase(
  fn: () => Promise<unknown>,
  log: StatementLog,
  query: Query,
  options: { runs?: number; before?: () => Promise<unknown> } = {},
): Promise<CaseFigures> {
  const runs = options.runs ?? 20;
  const call = async () => {
    await options.before?.();
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i += 1) await call();
  await options.before?.();
  const statements = await log.record(fn);
  const calls: number[] = [];
  for (let i = 0; i < runs; i += 1) calls.push(await call());

  const each: number[][] = statements.map(() => []);
  const totals: number[] = [];
  const executions: number[] = [];
  for (let r = -2; r < runs; r += 1) {
    let total = 0;
    let execution = 0;
    for (const [i, s] of statements.entries()) {
      const t = await timed(query, s);
      total += t.planning + t.execution;
      execution += t.execution;
      if (r >= 0) each[i]!.push(t.planning + t.execution);
    }
    if (r >= 0) {
      totals.push(total);
      executions.push(execution);
    }
  }
  const perStatement = each.map((samples) => round(median(samples), 2));
  const index = perStatement.indexOf(Math.max(...perStatement));
  const worst = statements[index]!;
  return {
    statements: statements.length,
    dbMs: { p50: round(median(totals), 2), p95: round(percentile(totals, 95), 2) },
    executionMs: round(median(executions), 2),
    callMs: { p50: round(median(calls), 2), p95: round(percentile(calls, 95), 2) },
    runs,
    slowest: { index, text: worst.text, params: worst.params, ms: perStatement[index]!, plan: await plan(query, worst) },
    perStatement,
  };
}

/** Planning and execution time of one statement as the server reports them. */
async function timed(query: Query, s: Statement): Promise<{ planning: number; execution: number }> {
  const lines = await explain(query, 'analyze, timing off', s);
  const ms = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(lines)?.[1] ?? Number.NaN);
  return { planning: ms('Planning'), execution: ms('Execution') };
}

/** The plan of one statement with actual times and buffers (costs off, as the other plans of docs/benchmarks.md). */
export function plan(query: Query, s: Statement): Promise<string> {
  return explain(query, 'analyze, buffers, costs off', s);
}

async function explain(query: Query, options: string, s: Statement): Promise<string> {
  const writes = !/^\s*(select|with)\b/i.test(s.text);
  if (writes) await query('begin');
  try {
    const rows = await query(`explain (${options}) ${s.text}`, s.params);
    return rows.map((r) => String(Object.values(r)[0])).join('\n');
  } finally {
    if (writes) await query('rollback');
  }
}

/** A statement on one line, its parameters written after it. */
export function statementText(s: Statement): string {
  const text = s.text.replace(/\s+/g, ' ').trim();
  return s.params.length ? `${text}\n-- ${s.params.map((p) => JSON.stringify(p)).join(', ')}` : text;
}

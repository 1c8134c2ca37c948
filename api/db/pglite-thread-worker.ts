/**
 * The embedded database on a thread of its own (api/db/pglite-thread.ts is the other end):
 * PGlite runs PostgreSQL compiled to WebAssembly, and on the server's main thread every
 * statement stopped the rendering of pages, the live layer and everything else until it
 * was done (docs/benchmarks.md 'The embedded database on a thread'). Messages carry one
 * statement, or the start or end of a transaction; statements of a transaction wait for it
 * here, as PGlite's own lock has them wait on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options';
import { pgliteSnapshot } from './pglite-snapshot';
import type { ThreadRequest, ThreadReply } from './pglite-thread';

const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
let db: PGlite | undefined;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
const ROLLED_BACK = 'rolled back by the caller';

const ready = PGlite.create({ ...PGLITE_OPTIONS, ...(dataDir ? { dataDir } : {}) }).then((created) => {
  db = created;
});

/** Identity parsers for the types the caller wants as PostgreSQL wrote them (dates, intervals). */
function optionsOf(rowMode: 'array' | 'object' | undefined, rawTypes: number[] | undefined): QueryOptions {
  const parsers = Object.fromEntries((rawTypes ?? []).map((oid) => [oid, (value: string) => value]));
  return { rowMode, parsers };
}

/** What crosses back: the fields of an error too (a PostgreSQL error's code, constraint, detail). */
function errorOf(err: unknown): ThreadReply['error'] {
  if (!(err instanceof Error)) return { message: String(err), props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) if (typeof value !== 'function' && typeof value !== 'object') props[key] = value;
  return { message: err.message, name: err.name, props };
}

/** The database, or the open transaction a statement belongs to. */
function targetOf(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db!;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  await ready;
  switch (request.kind) {
    case 'query': {
      const result: Results = await targetOf(request.tx).query(request.sql, request.params, optionsOf(request.rowMode, request.rawTypes));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      return (await targetOf(request.tx).exec(request.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      // Answered once PGlite has begun it; the transaction ends with 'end'.
      return new Promise<void>((begun, failed) => {
        const done = db!.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              transactions.set(request.tx, { tx, end: (ok) => (ok ? commit() : rollback(new Error(ROLLED_BACK))), done });
              begun();
            }),
        );
        done.catch((err: unknown) => failed(err));
      });
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      transactions.delete(request.tx);
      open.end(request.commit);
      // A commit that fails (a deferred constraint) is the caller's error; a rollback asked for is not.
      await open.done.catch((err: unknown) => {
        if (request.commit || !(err instanceof Error) || err.message !== ROLLED_BACK) throw err;
      });
      return undefined;
    }
    case 'dump':
      return db!.dumpDataDir('gzip');
    case 'snapshot':
      return pgliteSnapshot(db!, request.sql, dataDir && request.stageTo ? { dataDir, to: request.stageTo } : undefined);
    case 'close':
      await db!.close();
      return undefined;
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
    (err: unknown) => port.postMessage({ id: request.id, error: errorOf(err) } satisfies ThreadReply),
  );
});

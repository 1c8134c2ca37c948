import type { Worker } from 'node:worker_threads';
import { moduleWorker } from './module-worker';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteSnapshot } from './pglite-snapshot';

/** One message to the database's thread (api/db/pglite-thread-worker.ts). */
export type ThreadRequest = { id: number } & (
  | {
      kind: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      rawTypes: number[] | undefined;
      tx?: number;
    }
  | { kind: 'exec'; sql: string; tx?: number }
  | { kind: 'begin'; tx: number }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'dump' }
  | { kind: 'snapshot'; sql: string; stageTo?: string }
  | { kind: 'close' }
);
type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name?: string; props: Record<string, unknown> };
}

/** The part of PGlite's interface that drizzle's PGlite driver uses, for a statement or a transaction. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * PGlite on a worker thread, seen from the main thread as drizzle's PGlite driver sees a
 * PGlite: `query`, `exec` and `transaction` (docs/benchmarks.md 'The embedded database on a
 * thread'). Parsers cannot cross threads: drizzle's only ones keep dates and intervals as
 * PostgreSQL wrote them, so their types are sent and the thread applies the same.
 */
export class PGliteThread implements Queryable {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private nextId = 1;
  private nextTx = 1;

  constructor(dataDir: string | undefined) {
    this.worker = moduleWorker('api/db/pglite-thread-worker.ts', { dataDir });
    this.worker.on('message', (reply: ThreadReply) => {
      const call = this.waiting.get(reply.id);
      if (!call) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.error)
        call.reject(Object.assign(new Error(reply.error.message), reply.error.name ? { name: reply.error.name } : {}, reply.error.props));
      else call.resolve(reply.result);
    });
    this.worker.on('error', (err) => this.failAll(err));
    this.worker.on('exit', (code) => this.failAll(new Error(`the database thread ended (${code})`)));
    // The thread must not keep a finished process alive: only calls in flight hold it (send).
    this.worker.unref();
  }

  private failAll(err: Error) {
    for (const call of this.waiting.values()) call.reject(err);
    this.waiting.clear();
  }

  private send<T>(request: Request): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryIn<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send<Results<T>>({ kind: 'query', sql, params, rowMode: options?.rowMode, rawTypes, tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.send<Results[]>({ kind: 'exec', sql });
  }

  /** Begins on the thread, runs `fn` with the transaction's statements, then commits, or rolls back if `fn` throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.send({ kind: 'begin', tx });
    let result: T;
    try {
      result = await fn({
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.queryIn<R>(tx, sql, params, options),
        exec: (sql: string) => this.send<Results[]>({ kind: 'exec', sql, tx }),
      });
    } catch (err) {
      await this.send({ kind: 'end', tx, commit: false });
      throw err;
    }
    await this.send({ kind: 'end', tx, commit: true });
    return result;
  }

  dumpDataDir(): Promise<Blob> {
    return this.send<Blob>({ kind: 'dump' });
  }

  /** A backup's copy and figures, taken between transactions (pglite-snapshot.ts). */
  snapshot(sql: string, stageTo?: string): Promise<PgliteSnapshot> {
    return this.send<PgliteSnapshot>({ kind: 'snapshot', sql, ...(stageTo ? { stageTo } : {}) });
  }

  async close(): Promise<void> {
    await this.send({ kind: 'close' });
    await this.worker.terminate();
  }
}

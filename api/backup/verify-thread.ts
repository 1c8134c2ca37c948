import { Worker } from 'node:worker_threads';
import type { BookFigures } from './figures';
import { BackupVerifyError } from './verify-embedded';

/** What the backup's thread answers (api/backup/verify-thread-worker.ts). */
export type VerifyReply = { ok: true; verifyMs: number } | { ok: false; message: string; problems: string[] | null };

export interface VerifyTask {
  /** The backup file: written here from `staged` first, when given. */
  file: string;
  /** The copied data directory (api/db/pglite-snapshot.ts), to be made into `file`'s tarball. */
  staged?: string;
  expected: BookFigures;
  migrate: boolean;
}

/**
 * The slow half of an embedded backup on a thread of its own: the tarball made from the staged
 * copy, then verifyEmbeddedBackup. Both run a second PGlite, whose WebAssembly would otherwise
 * hold the server's main thread (and so every page and live update) for as long as they take.
 * Answers how long the verification took; rejects as it would: a BackupVerifyError with what
 * differed, or the error of a copy that did not open.
 */
export function finishOffThread(task: VerifyTask): Promise<{ verifyMs: number }> {
  // As the database's own thread: tsx's loader first, then the worker's module (api/db/pglite-thread.ts).
  const worker = new URL('./verify-thread-worker.ts', import.meta.url).href;
  const start = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(worker)}); })`;
  return new Promise((resolve, reject) => {
    const thread = new Worker(start, { eval: true, workerData: task });
    let answered = false;
    thread.once('message', (reply: VerifyReply) => {
      answered = true;
      if (reply.ok) resolve({ verifyMs: reply.verifyMs });
      else if (reply.problems) reject(Object.assign(new BackupVerifyError(''), { message: reply.message, problems: reply.problems }));
      else reject(new Error(reply.message));
    });
    thread.once('error', (err) => {
      answered = true;
      reject(err);
    });
    thread.once('exit', (code) => {
      if (!answered) reject(new Error(`the backup's thread ended (${code}) without an answer`));
    });
  });
}

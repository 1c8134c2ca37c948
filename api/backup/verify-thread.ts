import { moduleWorker } from '../db/module-worker';
import type { BookFigures } from './figures';
import { BackupVerifyError } from './verify-embedded';

/** What the backup's thread answers (api/backup/verify-thread-worker.ts). */
export type VerifyReply = { ok: true; verifyMs: number } | { ok: false; message: string; problems: string[] | null; code: string | null };

export interface VerifyTask {
  /** The backup file: written here from `staged` first, when given. */
  file: string;
  /** The copied data directory (api/db/pglite-snapshot.ts), to be made into `file`'s tarball. */
  staged?: string;
  expected: BookFigures;
  migrate: boolean;
}

/** Longer than any backup this machine makes (77 s at a million orders): a thread past it is stuck, and is ended. */
const DEADLINE_MS = 2 * 60 * 60_000;

/**
 * The slow half of an embedded backup on a thread of its own: the tarball made from the staged
 * copy, then verifyEmbeddedBackup. Both run a second PGlite, whose WebAssembly would otherwise
 * hold the server's main thread (and so every page and live update) for as long as they take.
 * Answers how long the verification took; rejects as it would: a BackupVerifyError with what
 * differed, or the error of a copy that did not open.
 */
export function finishOffThread(task: VerifyTask): Promise<{ verifyMs: number }> {
  return new Promise((resolve, reject) => {
    const thread = moduleWorker('api/backup/verify-thread-worker.ts', task);
    let answered = false;
    const deadline = setTimeout(() => {
      answered = true;
      // Ended before the backup's lock goes: a stuck thread writes nothing after.
      void thread
        .terminate()
        .catch(() => undefined)
        .finally(() => reject(new Error(`the backup's thread did not answer in ${DEADLINE_MS / 60_000} minutes and was ended`)));
    }, DEADLINE_MS);
    deadline.unref();
    thread.once('message', (reply: VerifyReply) => {
      answered = true;
      clearTimeout(deadline);
      if (reply.ok) resolve({ verifyMs: reply.verifyMs });
      else if (reply.problems) reject(Object.assign(new BackupVerifyError(''), { message: reply.message, problems: reply.problems }));
      // The file system's code (ENOSPC…) crosses too: the owner's screen says the cause by it.
      else reject(Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {}));
    });
    thread.once('error', (err) => {
      answered = true;
      clearTimeout(deadline);
      reject(err);
    });
    thread.once('exit', (code) => {
      clearTimeout(deadline);
      if (!answered) reject(new Error(`the backup's thread ended (${code}) without an answer`));
    });
  });
}

import { createWriteStream, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../db/pglite-options';
import { syncFile } from './copy-off-box';
import { BackupVerifyError, verifyEmbeddedBackup } from './verify-embedded';
import type { VerifyReply, VerifyTask } from './verify-thread';

/** The backup thread's one task (api/backup/verify-thread.ts): the tarball, the verification, the answer. */
const { file, staged, expected, migrate } = workerData as VerifyTask;

/**
 * PGlite's own tarball of the staged copy (what PGlite writes, PGlite reads back: a restore,
 * the verification), gzipped by Node at level 1: at 100,000 orders 3 s instead of PGlite's 10,
 * for a file 12 % larger. PGlite's loader unpacks any gzip.
 */
async function pack(from: string): Promise<void> {
  const copy = await PGlite.create({ dataDir: from, ...PGLITE_OPTIONS });
  const tar = await copy.dumpDataDir('none');
  await copy.close();
  rmSync(from, { recursive: true, force: true });
  await pipeline(
    Readable.from([new Uint8Array(await tar.arrayBuffer())]),
    createGzip({ level: 1 }),
    createWriteStream(file, { mode: 0o600 }),
  );
  await syncFile(file);
}

let reply: VerifyReply;
try {
  if (staged) await pack(staged);
  const started = performance.now();
  await verifyEmbeddedBackup(file, expected, { migrate });
  reply = { ok: true, verifyMs: Math.round(performance.now() - started) };
} catch (err) {
  reply = {
    ok: false,
    message: err instanceof Error ? err.message : String(err),
    problems: err instanceof BackupVerifyError ? err.problems : null,
    code: typeof (err as NodeJS.ErrnoException | null)?.code === 'string' ? (err as NodeJS.ErrnoException).code! : null,
  };
}
parentPort!.postMessage(reply);

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { liveOwner, ownerStamp } from '../db/process-alive';

const LOCK = '.backup-lock';

/** Another backup or restore of the same folder is under way (this process or another). */
export class BackupBusyError extends Error {}

let inProcess: Promise<unknown> = Promise.resolve();

/**
 * One backup at a time per folder: within this process (the schedule and «Сделать копию
 * сейчас» wait for each other) and across processes (`npm run backup` beside the server), by
 * a lock file naming its process; a lock whose process is gone is taken over.
 */
export function withBackupLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const run = inProcess.then(async () => {
    const release = acquire(dir);
    try {
      return await work();
    } finally {
      release();
    }
  });
  inProcess = run.catch(() => undefined);
  return run;
}

function acquire(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, ownerStamp());
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = liveOwner(readFileSync(file, 'utf8'));
      // Our own pid can only be a lock a killed process left before this one got its pid:
      // within this process the queue above lets one backup in at a time.
      if (holder !== undefined && holder !== process.pid) throw new BackupBusyError(`a backup of ${dir} is under way in process ${holder}`);
      rmSync(file, { force: true });
    }
  }
  throw new BackupBusyError(`the backup folder ${dir} is locked`);
}

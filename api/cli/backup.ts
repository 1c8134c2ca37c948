/**
 * `npm run backup`: one backup now, verified, into BACKUP_DIR (docs/reliability.md 'Backups').
 * While the server runs it holds the embedded database, so this command leaves it a request
 * (backup-requests.ts) and waits for its answer; with the server stopped, the command opens
 * the database itself. PostgreSQL (DATABASE_URL) it dumps itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { backupOptions } from '../backup/backup-options';
import { BackupBusyError } from '../backup/backup-lock';
import { PgDumpMissingError } from '../backup/pg-tools';
import { requestBackup, requestTaken, takerOf, withdrawRequest } from '../backup/backup-requests';
import { lastAttempt } from '../backup/last-attempt';
import { takeBackup, type BackupOptions } from '../backup/take-backup';
import { BackupVerifyError } from '../backup/verify-embedded';
import { DatabaseOpenError, openConfiguredDatabase } from '../db/configured';
import { runningPid } from '../db/data-dir-lock';
import { parseSettings, SettingsError, type Settings } from '../settings';

/** A server that backs up looks for requests every 2 s; one that marked the folder but takes nothing in this time is stuck. */
const TAKE_MS = 15_000;
/** How long the running server may take: a backup of a million orders takes minutes. */
const SERVER_ANSWER_MS = 30 * 60_000;

class NoDatabaseError extends Error {}

async function main(): Promise<string> {
  const settings = parseSettings(process.env);
  const options = backupOptions(settings, 'manual');
  // PostgreSQL is shared: this command dumps it itself, beside any running server.
  if (settings.DATABASE_URL) return backUp(settings, options);
  const server = runningPid(settings.DATA_DIR);
  if (server) return askServer(server, settings.DATA_DIR, options.dir);
  // Another DATA_DIR than the server's (a shell without its settings) must not back up a new, empty database.
  if (!existsSync(path.join(settings.DATA_DIR, 'PG_VERSION'))) {
    throw new NoDatabaseError(`There is no database in ${path.resolve(settings.DATA_DIR)}: set DATA_DIR as the server has it.`);
  }
  return backUp(settings, options);
}

async function backUp(settings: Settings, options: BackupOptions): Promise<string> {
  const database = await openConfiguredDatabase(settings);
  try {
    const made = await takeBackup(database, options);
    return `backup made and verified: ${path.join(options.dir, made.file)} (${megabytes(made.bytes)})`;
  } finally {
    await database.close();
  }
}

/** Asks the running server for a backup and waits until it answers this request. */
async function askServer(pid: number, dataDir: string, dir: string): Promise<string> {
  // A server that takes requests here has said so (backup-requests.ts): no mark, no waiting.
  if (takerOf(dir) !== pid) {
    throw new BackupBusyError(
      `The running server (process ${pid}) takes no backup requests in ${dir}: it makes no backups (BACKUP=off), ` +
        'uses another BACKUP_DIR, or is still starting (then run this again in a minute).',
    );
  }
  const id = requestBackup(dir);
  console.log(`asked the running server (process ${pid}) for a backup; waiting for it…`);
  const takeBy = Date.now() + TAKE_MS;
  while (!requestTaken(dir, id)) {
    if (Date.now() > takeBy) {
      withdrawRequest(dir, id);
      throw new BackupBusyError(
        `The server (process ${pid}) did not take the request within ${TAKE_MS / 1000} s, though it takes requests in ${dir}: see its log.`,
      );
    }
    await sleep(250);
  }
  const until = Date.now() + SERVER_ANSWER_MS;
  while (Date.now() < until) {
    await sleep(500);
    const attempt = lastAttempt(dir);
    if (attempt?.requests?.includes(id)) {
      if (!attempt.ok) throw new BackupVerifyError(`the backup failed: ${attempt.error ?? 'no reason recorded'}`);
      return `backup made and verified: ${path.join(dir, attempt.file ?? '')}${attempt.warning ? `\n${attempt.warning}` : ''}`;
    }
    if (runningPid(dataDir) !== pid) throw new BackupBusyError('the server stopped before the backup was made; see its log');
  }
  throw new BackupBusyError(`the server did not answer within ${SERVER_ANSWER_MS / 60_000} minutes; see its log`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

main()
  .then((out) => console.log(out))
  .catch((err: unknown) => {
    const known = [SettingsError, DatabaseOpenError, BackupVerifyError, BackupBusyError, NoDatabaseError, PgDumpMissingError].some(
      (kind) => err instanceof kind,
    );
    // An unknown error's stack, not the object: its properties may hold DATABASE_URL with its password.
    console.error(known ? (err as Error).message : err instanceof Error ? err.stack : String(err));
    process.exitCode = 1;
  });

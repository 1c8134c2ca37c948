import path from 'node:path';
import type { Database } from '../db/database';
import type { Settings } from '../settings';
import type { OwnerBackups } from '../contract/owner-backups';
import { backupOptions } from './backup-options';
import { listBackups } from './backup-files';
import { backupHealth, backupHealthReader, type BackupHealth } from './backup-health';
import { lastAttempt } from './last-attempt';
import { takeBackup } from './take-backup';

/** The settings the backups of a server read. */
export type BackupSettings = Pick<
  Settings,
  | 'BACKUP'
  | 'BACKUP_DIR'
  | 'BACKUP_COPY_DIR'
  | 'BACKUP_AT'
  | 'BACKUP_KEEP_DAILY'
  | 'BACKUP_KEEP_WEEKLY'
  | 'BACKUP_KEEP_MONTHLY'
  | 'TZ_BUSINESS'
>;

/**
 * The backups of this server's database as the product API and the schedule use them: one
 * backup at a time, started by the schedule, by `npm run backup`'s request or by the owner's
 * «Сделать копию сейчас», the result recorded in BACKUP_DIR for the owner's screen.
 */
export interface BackupService {
  /** BACKUP_DIR, resolved. */
  dir: string;
  /** Starts a backup unless this server is making one; false when one is under way. */
  start(reason: 'scheduled' | 'manual', requests?: string[]): boolean;
  /** The backup under way, if any (tests and the shutdown wait for it). */
  current(): Promise<void> | null;
  health(now: Date): BackupHealth;
  /** What the owner's screen shows. */
  state(): Omit<OwnerBackups, 'enabled'>;
}

export interface BackupEvents {
  made(file: string, bytes: number, verifiedMs: number): void;
  failed(message: string): void;
}

/** The service for `database`, or undefined when this server makes no backups (BACKUP=off, or a database it cannot copy). */
export function createBackupService(database: Database, settings: BackupSettings, events: BackupEvents): BackupService | undefined {
  if (settings.BACKUP === 'off' || (!database.snapshot && !database.postgresUrl)) return undefined;
  const dir = backupOptions(settings, 'manual').dir;
  const copyDir = settings.BACKUP_COPY_DIR ? path.resolve(settings.BACKUP_COPY_DIR) : undefined;
  const startedAt = new Date();
  // The cached reader serves /healthz and the owner screens' red line; it starts afresh after
  // each backup of this server, whose files may change the folder within one tick of its clock.
  let readHealth = backupHealthReader(dir, startedAt);
  let running: Promise<void> | null = null;
  return {
    dir,
    start(reason, requests = []) {
      if (running) return false;
      const options = backupOptions(settings, reason);
      running = takeBackup(database, options, requests)
        .then(
          (made) => events.made(made.file, made.bytes, made.verified.ms),
          (err: unknown) => events.failed(err instanceof Error ? err.message : String(err)),
        )
        .finally(() => {
          readHealth = backupHealthReader(dir, startedAt);
          running = null;
        });
      return true;
    },
    current: () => running,
    health: (now) => readHealth(now),
    state() {
      const attempt = lastAttempt(dir);
      const backups = listBackups(dir);
      const health = backupHealth(dir, new Date(), startedAt, backups);
      return {
        warning: health.warning ?? null,
        last_verified: health.last_verified,
        database: database.kind,
        dir,
        copy_dir: copyDir ?? null,
        daily_at: settings.BACKUP_AT,
        time_zone: settings.TZ_BUSINESS,
        running: running !== null,
        last_attempt: attempt && {
          at: attempt.at,
          ok: attempt.ok,
          file: attempt.file ?? null,
          failure: attempt.ok ? null : (attempt.failure ?? 'other'),
          error: attempt.error ?? null,
          warning: attempt.warning ?? null,
          warnings: attempt.warningKinds ?? [],
        },
        last_copied_at: backups.map((b) => b.copiedAt).find((at): at is string => typeof at === 'string') ?? null,
        backups: backups.map((b) => ({
          file: b.file,
          taken_at: b.takenAt,
          reason: b.reason,
          bytes: b.bytes,
          app_version: b.appVersion,
          schema_version: b.schemaVersion,
          verified_at: b.verified.at,
          verified_ms: b.verified.ms,
          copied_at: b.copiedAt ?? null,
        })),
      };
    },
  };
}

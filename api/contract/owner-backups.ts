import { z } from 'zod';
import { okEnvelope } from './envelope';

/* ---- The owner's backups screen (docs/reliability.md 'Backups'; docs/screens.md 'Резервные копии') ---- */

/** Why the last attempt failed, in a word the screen says in the owner's language; `other` shows the message. */
export const BACKUP_FAILURES = ['no_space', 'no_access', 'busy', 'not_verified', 'no_pg_dump', 'other'] as const;
export type BackupFailure = (typeof BACKUP_FAILURES)[number];

/** What a backup was taken for: the daily round, the owner's button or `npm run backup`, before a migration or a restore. */
export const BACKUP_REASONS = ['scheduled', 'manual', 'before-migration', 'before-restore'] as const;

/** One complete, verified backup in BACKUP_DIR. */
export const backupRowSchema = z.object({
  file: z.string(),
  taken_at: z.string(),
  reason: z.enum(BACKUP_REASONS),
  bytes: z.number().int(),
  app_version: z.string(),
  schema_version: z.string(),
  /** When the copy was restored into a scratch database and its figures compared, and how long it took. */
  verified_at: z.string(),
  verified_ms: z.number().int(),
  /** When it was copied into BACKUP_COPY_DIR (null: not copied, or no copy folder set). */
  copied_at: z.string().nullable(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;

/** The last attempt, made or failed. */
export const backupAttemptSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  file: z.string().nullable(),
  failure: z.enum(BACKUP_FAILURES).nullable(),
  /** The system's own message of a failure (a file name, an errno): for whoever mends it. */
  error: z.string().nullable(),
  /** Made, but something beside it went wrong (older backups not deleted, the copy not made): the system's message. */
  warning: z.string().nullable(),
  /** What went wrong beside it, in words the screen says. */
  warnings: z.array(z.enum(['retention', 'copy'])),
});

/** What every owner screen checks: a failed or missing backup (older than 26 hours) is a red line. */
export const backupWarningSchema = z.object({
  warning: z.enum(['backup_failed', 'backup_missing']).nullable(),
  last_verified: z.string().nullable(),
});

/** `GET owner/backups/warning`: the red line of the owner's screens. */
export const backupWarningAnswerSchema = okEnvelope(backupWarningSchema);

/** `GET owner/backups`: the state of the backups of this server's database. */
export const ownerBackupsAnswerSchema = okEnvelope(
  backupWarningSchema.extend({
    /** False with BACKUP=off or where this server does not back up its database. */
    enabled: z.boolean(),
    database: z.enum(['pglite', 'postgres']).nullable(),
    dir: z.string().nullable(),
    copy_dir: z.string().nullable(),
    /** BACKUP_AT in the business time zone. */
    daily_at: z.string(),
    time_zone: z.string(),
    /** A backup is being made now by this server. */
    running: z.boolean(),
    last_attempt: backupAttemptSchema.nullable(),
    /** The newest copy made into BACKUP_COPY_DIR. */
    last_copied_at: z.string().nullable(),
    backups: z.array(backupRowSchema),
  }),
);
export type OwnerBackups = z.infer<typeof ownerBackupsAnswerSchema>['data'];

/** `POST owner/backups/download`: which backup; the answer is a short-lived address of the file. */
export const backupDownloadBodySchema = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^washdesk-[A-Za-z0-9._-]+$/, 'такой резервной копии нет'),
});
export const backupDownloadAnswerSchema = okEnvelope(z.object({ url: z.string(), expires_at: z.string() }));

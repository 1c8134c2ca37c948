import { notice } from '../contract/notices';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { conflict, notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import { listBackups } from '../backup/backup-files';
import { downloadTicket } from '../backup/download-ticket';
import { EXPORT_TICKET } from '../backup/export-route';

/** Where the download route is mounted, under the API's own prefix (api/app.ts). */
export const BACKUP_FILE_PATH = '/api/v1/backups/file/';
export const EXPORT_FILE_PATH = '/api/v1/export/file/';

/** What the screen is told when this server makes no backups (BACKUP=off). */
const backupsOff = (settings: ApiContext['settings']) => ({
  enabled: false as const,
  warning: null,
  last_verified: null,
  database: null,
  dir: null,
  copy_dir: null,
  daily_at: settings.BACKUP_AT,
  time_zone: settings.TZ_BUSINESS,
  running: false,
  last_attempt: null,
  last_copied_at: null,
  backups: [],
});

/** The owner's backups (docs/reliability.md 'The owner's screen'): the list, «Сделать копию сейчас», a download. */
export function ownerBackupCalls({ db, backups, settings, clock }: ApiContext): AnyCallSpec[] {
  const now = () => clock?.() ?? new Date();
  return [
    defineCall(CALLS['owner/backups'], {
      summary: 'The backups of this server: the last ones (time, size, verified), the last attempt and why it failed, the copy off the box',
      roles: CALLERS.owner,
      handler: () => ({
        data: backups ? { enabled: true, ...backups.state() } : backupsOff(settings),
      }),
    }),
    defineCall(CALLS['owner/backups/warning'], {
      summary: 'Whether the backups need the owner: the last one failed, or none is verified in 26 hours (the red line of owner screens)',
      roles: CALLERS.owner,
      handler: () => {
        const health = backups?.health(now());
        return { data: { warning: health?.warning ?? null, last_verified: health?.last_verified ?? null } };
      },
    }),
    defineCall(CALLS['owner/backups/take'], {
      summary: 'Start a backup now; it is listed once verified (refused while one is under way); audited',
      roles: CALLERS.owner,
      handler: async ({ auth }) => {
        if (!backups) throw conflict('backups_off');
        if (!backups.start('manual')) throw conflict('backup_running');
        await recordChange(db, { userId: auth!.user.id, action: 'backup.requested', entity: 'backup' });
        return { notice: notice('backup_started') };
      },
    }),
    defineCall(CALLS['owner/export'], {
      summary: 'A short-lived address of every table of the business as CSV in one zip; audited',
      roles: CALLERS.owner,
      handler: async ({ auth }) => {
        const { ticket, expiresAt } = downloadTicket(EXPORT_TICKET, auth!.user.id, now());
        await recordChange(db, { userId: auth!.user.id, action: 'export.downloaded', entity: 'export' });
        return { data: { url: EXPORT_FILE_PATH + ticket, expires_at: expiresAt.toISOString() } };
      },
    }),
    defineCall(CALLS['owner/backups/download'], {
      summary: 'A short-lived address of a listed backup file to download; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        if (!backups) throw conflict('backups_off');
        const backup = listBackups(backups.dir).find((b) => b.file === body.file);
        if (!backup) throw notFound('backup_not_found', { file: body.file });
        const { ticket, expiresAt } = downloadTicket(backup.file, auth!.user.id, now());
        await recordChange(db, {
          userId: auth!.user.id,
          action: 'backup.downloaded',
          entity: 'backup',
          // The file's name says its time, release and schema.
          after: { file: backup.file },
        });
        return { data: { url: BACKUP_FILE_PATH + ticket, expires_at: expiresAt.toISOString() } };
      },
    }),
  ];
}

import path from 'node:path';
import type { Settings } from '../settings';
import type { BackupOptions } from './take-backup';

/**
 * The backup settings as takeBackup wants them: every backup, whoever takes it (the schedule,
 * the owner, a command, a start before migrations, a restore), is copied to BACKUP_COPY_DIR.
 */
export function backupOptions(
  settings: Pick<Settings, 'BACKUP_DIR' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY' | 'BACKUP_KEEP_MONTHLY' | 'TZ_BUSINESS'> &
    Partial<Pick<Settings, 'BACKUP_COPY_DIR'>>,
  reason: BackupOptions['reason'],
): BackupOptions {
  return {
    dir: path.resolve(settings.BACKUP_DIR),
    ...(settings.BACKUP_COPY_DIR ? { copyDir: path.resolve(settings.BACKUP_COPY_DIR) } : {}),
    reason,
    retention: { daily: settings.BACKUP_KEEP_DAILY, weekly: settings.BACKUP_KEEP_WEEKLY, monthly: settings.BACKUP_KEEP_MONTHLY },
    timeZone: settings.TZ_BUSINESS,
  };
}

import path from 'node:path';
import type { Settings } from '../settings';
import type { BackupOptions } from './take-backup';

/** The backup settings as takeBackup wants them. */
export function backupOptions(
  settings: Pick<Settings, 'BACKUP_DIR' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY' | 'BACKUP_KEEP_MONTHLY' | 'TZ_BUSINESS'>,
  reason: BackupOptions['reason'],
): BackupOptions {
  return {
    dir: path.resolve(settings.BACKUP_DIR),
    reason,
    retention: { daily: settings.BACKUP_KEEP_DAILY, weekly: settings.BACKUP_KEEP_WEEKLY, monthly: settings.BACKUP_KEEP_MONTHLY },
    timeZone: settings.TZ_BUSINESS,
  };
}

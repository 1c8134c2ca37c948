import { businessDate } from '../domain/business-time';
import type { BackupManifest } from './backup-files';

/** How many backups of each period are kept (BACKUP_KEEP_DAILY, _WEEKLY, _MONTHLY). */
export interface Retention {
  daily: number;
  weekly: number;
  monthly: number;
}

/**
 * Which backups to keep, restic's way: the newest backup of each of the last `daily` days
 * that have one, of each of the last `weekly` ISO weeks and of each of the last `monthly`
 * months, days counted in the business's time zone. The newest backup is always kept. The
 * rest may be deleted, except that every backup of the 24 hours before the newest stays too:
 * the copy taken before a migration or by hand must outlive that night's scheduled one.
 * `takenAt` are the backups' times; the answer is a subset of them.
 */
const RECENT_MS = 24 * 60 * 60 * 1000;

export function backupsToKeep(takenAt: readonly Date[], keep: Retention, timeZone: string): Set<Date> {
  const newestFirst = [...takenAt].sort((a, b) => b.getTime() - a.getTime());
  const newest = newestFirst[0]?.getTime() ?? 0;
  const kept = new Set<Date>(newestFirst.filter((t) => newest - t.getTime() < RECENT_MS));
  const periods: Array<[number, (date: string) => string]> = [
    [keep.daily, (date) => date],
    [keep.weekly, isoWeek],
    [keep.monthly, (date) => date.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const time of newestFirst) {
      if (seen.size >= count) break;
      const period = periodOf(businessDate(time, timeZone));
      if (seen.has(period)) continue;
      seen.add(period);
      kept.add(time);
    }
  }
  return kept;
}

/** The ISO week of a calendar date YYYY-MM-DD («2026-W48»): weeks start on Monday, week 1 holds the year's first Thursday. */
function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const weekYear = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${week}`;
}

/**
 * A backup of the daily round (the schedule's, or one asked for by hand): the retention counts
 * and deletes these. One made before a restore or a migration holds books nothing else holds
 * (what the restore replaced, the schema before the upgrade): it stays until deleted by hand.
 */
export function isRegular(backup: Pick<BackupManifest, 'reason'>): boolean {
  return backup.reason === 'scheduled' || backup.reason === 'manual';
}

import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention';

/** One backup a night at 03:30 Moscow time (00:30 UTC), from `first` to `last` inclusive. */
function nightly(first: string, last: string): Date[] {
  const times: Date[] = [];
  for (let t = new Date(`${first}T00:30:00Z`); t <= new Date(`${last}T00:30:00Z`); t = new Date(t.getTime() + 86_400_000)) times.push(t);
  return times;
}
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('backup retention', () => {
  it('keeps 7 daily, 4 weekly and 12 monthly of a year of nightly backups, and deletes the rest', () => {
    const times = nightly('2025-10-01', '2026-11-27');
    const kept = [...backupsToKeep(times, { daily: 7, weekly: 4, monthly: 12 }, 'Europe/Moscow')].map(day).sort();
    // Worked out by hand: 27 Nov 2026 is a Friday. Daily: 21–27 Nov. Weekly (ISO weeks from
    // Monday): 27 Nov, 22 Nov (a Sunday), 15 Nov, 8 Nov. Monthly: the last night of each month
    // from Dec 2025 to Oct 2026, and 27 Nov.
    expect(kept).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-08',
      '2026-11-15',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('counts days in the business time zone: 00:30 in Moscow belongs to the day that began there', () => {
    const afternoon = new Date('2026-11-24T10:00:00Z'); // 13:00 on the 24th in Moscow
    const lateEvening = new Date('2026-11-24T20:00:00Z'); // 23:00 on the 24th in Moscow
    const afterMidnight = new Date('2026-11-24T21:30:00Z'); // 00:30 on the 25th in Moscow
    const newest = new Date('2026-11-28T00:30:00Z');
    const all = [afternoon, lateEvening, afterMidnight, newest];
    const keep = { daily: 3, weekly: 0, monthly: 0 };
    expect(backupsToKeep(all, keep, 'Europe/Moscow')).toEqual(new Set([newest, afterMidnight, lateEvening]));
    // In UTC the first three fall on the 24th: one day, its newest backup.
    expect(backupsToKeep(all, keep, 'UTC')).toEqual(new Set([newest, afterMidnight]));
  });

  it('keeps every backup of the last 24 hours, even with every count 0: the one before a migration outlives the night', () => {
    const beforeMigration = new Date('2026-11-27T06:00:00Z');
    const nightly = new Date('2026-11-28T00:30:00Z');
    const dayBefore = new Date('2026-11-26T00:30:00Z');
    const none = { daily: 0, weekly: 0, monthly: 0 };
    expect(backupsToKeep([dayBefore, beforeMigration, nightly], none, 'Europe/Moscow')).toEqual(new Set([beforeMigration, nightly]));
    // A day and a minute later, the older one is judged by the counts alone.
    const later = new Date('2026-11-28T06:01:00Z');
    expect(backupsToKeep([beforeMigration, nightly, later], none, 'Europe/Moscow')).toEqual(new Set([nightly, later]));
  });
});

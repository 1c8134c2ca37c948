import { describe, expect, it } from 'vitest';
import { nextBackupAt } from './schedule';

describe('the daily backup time', () => {
  it('is today at BACKUP_AT in the business zone while that is ahead, else tomorrow', () => {
    // 02:00 in Moscow (UTC+3) on the 28th: 03:30 Moscow is 00:30 UTC the same day.
    expect(nextBackupAt(new Date('2026-11-27T23:00:00Z'), '03:30', 'Europe/Moscow').toISOString()).toBe('2026-11-28T00:30:00.000Z');
    // 03:30 itself has passed: the next is the following night.
    expect(nextBackupAt(new Date('2026-11-28T00:30:00Z'), '03:30', 'Europe/Moscow').toISOString()).toBe('2026-11-29T00:30:00.000Z');
    expect(nextBackupAt(new Date('2026-11-28T12:00:00Z'), '03:30', 'Europe/Moscow').toISOString()).toBe('2026-11-29T00:30:00.000Z');
  });

  it('follows the zone, not the server clock: Vladivostok (UTC+10) and a late time of day', () => {
    expect(nextBackupAt(new Date('2026-11-27T15:00:00Z'), '03:30', 'Asia/Vladivostok').toISOString()).toBe('2026-11-27T17:30:00.000Z');
    expect(nextBackupAt(new Date('2026-11-27T15:00:00Z'), '23:45', 'Europe/Moscow').toISOString()).toBe('2026-11-27T20:45:00.000Z');
  });
});

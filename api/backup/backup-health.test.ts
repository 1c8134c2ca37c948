import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupHealth, backupHealthReader } from './backup-health';
import { catchUpDue } from './catch-up';
import { recordAttempt } from './last-attempt';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'washdesk-health-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A listed backup as takeBackup leaves it: the file and its manifest. */
function backupAt(takenAt: string, reason = 'scheduled') {
  const file = `washdesk-${takenAt.replace(/[-:]/g, '')}-app0.1.0-0025_x.pgdata.tar.gz`;
  writeFileSync(path.join(dir, file), 'copy');
  writeFileSync(path.join(dir, `${file}.json`), JSON.stringify({ file, takenAt, reason }));
}

const started = new Date('2026-11-20T12:00:00Z');

describe('what /healthz says of the backups', () => {
  it('nothing to warn of on a new installation before its first night has passed', () => {
    expect(backupHealth(dir, new Date('2026-11-21T13:00:00Z'), started)).toEqual({ last_verified: null });
    expect(backupHealth(dir, new Date('2026-11-21T14:01:00Z'), started)).toEqual({ last_verified: null, warning: 'backup_missing' });
  });

  it('a backup of the last 26 hours is fine; an older one is a warning', () => {
    backupAt('2026-11-27T00:30:00.000Z');
    expect(backupHealth(dir, new Date('2026-11-28T02:00:00Z'), started)).toEqual({ last_verified: '2026-11-27T00:30:00.000Z' });
    expect(backupHealth(dir, new Date('2026-11-28T02:31:00Z'), started)).toEqual({
      last_verified: '2026-11-27T00:30:00.000Z',
      warning: 'backup_missing',
    });
  });

  it('a backup made before a restore holds the books it replaced: it is not the last backup of today’s', () => {
    backupAt('2026-11-26T00:30:00.000Z');
    backupAt('2026-11-28T01:00:00.000Z', 'before-restore');
    expect(backupHealth(dir, new Date('2026-11-28T02:00:00Z'), started)).toEqual({
      last_verified: '2026-11-26T00:30:00.000Z',
      warning: 'backup_missing',
    });
  });

  it('the last attempt failed: a warning, whatever the last good backup', () => {
    backupAt('2026-11-28T00:30:00.000Z');
    recordAttempt(dir, { at: '2026-11-28T10:00:00.000Z', ok: false, error: 'no space left on device' });
    expect(backupHealth(dir, new Date('2026-11-28T10:01:00Z'), started)).toEqual({
      last_verified: '2026-11-28T00:30:00.000Z',
      warning: 'backup_failed',
    });
  });
});

describe('the health as /healthz reads it, the folder listed again only when it changed', () => {
  it('follows a new backup, a failed attempt and a deleted backup', () => {
    const read = backupHealthReader(dir, started);
    const now = new Date('2026-11-28T10:01:00Z');
    expect(read(now)).toEqual({ last_verified: null, warning: 'backup_missing' });
    backupAt('2026-11-28T00:30:00.000Z');
    expect(read(now)).toEqual({ last_verified: '2026-11-28T00:30:00.000Z' });
    recordAttempt(dir, { at: '2026-11-28T10:00:00.000Z', ok: false, error: 'disk full' });
    expect(read(now)).toEqual({ last_verified: '2026-11-28T00:30:00.000Z', warning: 'backup_failed' });
    rmSync(path.join(dir, 'last-attempt.json'));
    for (const file of readdirSync(dir)) rmSync(path.join(dir, file));
    expect(read(now)).toEqual({ last_verified: null, warning: 'backup_missing' });
  });

  it('a folder not made yet reads as no backups', () => {
    const read = backupHealthReader(path.join(dir, 'not-yet'), started);
    expect(read(new Date('2026-11-20T13:00:00Z'))).toEqual({ last_verified: null });
  });
});

describe('a night missed while the box was off', () => {
  // BACKUP_AT 03:30 in Moscow is 00:30 UTC.
  const due = (now: string) => catchUpDue(dir, new Date(now), '03:30', 'Europe/Moscow');

  it('is made up when no backup since the last BACKUP_AT is there; one before a migration does not count', () => {
    expect(due('2026-11-28T05:00:00Z')).toBe(true);
    backupAt('2026-11-27T05:00:00.000Z');
    expect(due('2026-11-28T05:00:00Z')).toBe(true);
    backupAt('2026-11-28T04:00:00.000Z', 'before-migration');
    expect(due('2026-11-28T05:00:00Z')).toBe(true);
    backupAt('2026-11-28T00:30:05.000Z');
    expect(due('2026-11-28T05:00:00Z')).toBe(false);
  });

  it('every day a box is switched on after BACKUP_AT, even a minute earlier than the day before', () => {
    // Made up at 05:30 one day (the box on at 05:00), the next day the box comes on at 04:59.
    backupAt('2026-11-27T05:30:00.000Z');
    expect(due('2026-11-28T05:29:00Z')).toBe(true);
    // Before that day's BACKUP_AT, yesterday's made-up copy is still the night's.
    expect(due('2026-11-28T00:20:00Z')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { elapsed, msToNextMinute } from './elapsed';

describe('wall display times', () => {
  const since = '2026-11-21T11:00:00Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('counts whole minutes below an hour', () => {
    expect(elapsed(since, at('2026-11-21T11:12:59Z'))).toEqual({ hours: 0, minutes: 12 });
    expect(elapsed(since, at('2026-11-21T11:59:59Z'))).toEqual({ hours: 0, minutes: 59 });
  });
  it('counts hours and minutes from one hour on', () => {
    expect(elapsed(since, at('2026-11-21T12:00:00Z'))).toEqual({ hours: 1, minutes: 0 });
    expect(elapsed(since, at('2026-11-21T12:15:00Z'))).toEqual({ hours: 1, minutes: 15 });
    expect(elapsed(since, at('2026-11-21T16:15:30Z'))).toEqual({ hours: 5, minutes: 15 });
  });
  it('never goes below zero when the TV clock is behind', () => {
    expect(elapsed(since, at('2026-11-21T10:58:00Z'))).toEqual({ hours: 0, minutes: 0 });
  });
  it('waits for the next minute', () => {
    expect(msToNextMinute(at('2026-11-21T11:00:00Z'))).toBe(60_000);
    expect(msToNextMinute(at('2026-11-21T11:00:59.250Z'))).toBe(750);
  });
});

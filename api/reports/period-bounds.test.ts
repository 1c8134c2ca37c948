import { describe, expect, it } from 'vitest';
import { periodBounds } from './period-bounds';

describe("a report's days", () => {
  it('run from local midnight to local midnight, in a zone behind UTC, at UTC+3 and at UTC+12', () => {
    expect(periodBounds({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Moscow')).toEqual({
      from: new Date('2026-03-28T21:00:00Z'),
      to: new Date('2026-03-29T21:00:00Z'),
    });
    expect(periodBounds({ from: '2026-03-29', to: '2026-03-30' }, 'Asia/Kamchatka')).toEqual({
      from: new Date('2026-03-28T12:00:00Z'),
      to: new Date('2026-03-30T12:00:00Z'),
    });
    expect(periodBounds({ from: '2026-01-01', to: '2026-01-31' }, 'America/Sao_Paulo')).toEqual({
      from: new Date('2026-01-01T03:00:00Z'),
      to: new Date('2026-02-01T03:00:00Z'),
    });
  });

  it('follow a zone that changes its clock: a day of 23 hours in Berlin', () => {
    const { from, to } = periodBounds({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Berlin');
    expect(from).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(to.getTime() - from.getTime()).toBe(23 * 3600_000);
  });
});

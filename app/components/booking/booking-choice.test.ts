import { describe, expect, it } from 'vitest';
import { dayParam, instantParam, readChoice } from './booking-choice';

/**
 * The booking pages' addresses are typed, shared and made by hand: what they carry is read as a
 * choice only when a page can show it, and anything else is no choice (the step asks again),
 * never a page that fails.
 */
describe("a booking page's address", () => {
  it('keeps a start time as the API offered it', () => {
    expect(instantParam('2026-12-03T12:00:00.000Z')).toBe('2026-12-03T12:00:00.000Z');
    expect(instantParam('2026-12-03T15:00:00+03:00')).toBe('2026-12-03T15:00:00+03:00');
  });

  it('drops a start time the calendar has not, or in a year no page can write', () => {
    for (const text of [
      '2026-13-45T99:99:00Z',
      '2026-02-30T10:00Z',
      '2026-12-03T24:00Z',
      '2026-12-03T12:60Z',
      '9999-12-31T23:59:59Z',
      '0000-01-01T00:00:00Z',
      '2026-12-03',
      'tomorrow',
      '',
      null,
    ])
      expect(instantParam(text), String(text)).toBeUndefined();
  });

  it('keeps a day of the calendar and drops one it has not', () => {
    expect(dayParam('2026-12-03')).toBe('2026-12-03');
    for (const text of ['2026-13-45', '2026-02-30', '0000-01-01', '9999-12-31', '2026-12-3', null])
      expect(dayParam(text), String(text)).toBeUndefined();
  });

  it('reads a whole choice with a bad time and day as one still to choose them', () => {
    const choice = readChoice(new URLSearchParams('kind=tire&services=12,13&class=1&date=2026-02-30&start=9999-12-31T23:59:59Z'));
    expect(choice).toMatchObject({ kind: 'tire', services: [12, 13], classId: 1, date: undefined, start: undefined });
  });
});

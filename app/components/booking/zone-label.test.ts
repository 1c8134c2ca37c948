import { describe, expect, it } from 'vitest';
import { zoneLabel } from './booking-format';

/** The shop's zone named as people of each language read it, never by its identifier. */
describe('the time zone named for people', () => {
  const at = new Date('2026-12-04T12:00:00Z');
  it('is the city with its offset in Russian and English', () => {
    expect(zoneLabel('Europe/Moscow', 'ru', at)).toBe('Москва (GMT+03:00)');
    expect(zoneLabel('Europe/Moscow', 'en', at)).toBe('Moscow Time (GMT+03:00)');
  });

  it('is the full name in French and German, whose short one reads oddly in a sentence', () => {
    expect(zoneLabel('Europe/Moscow', 'fr', at)).toBe('heure normale de Moscou (UTC+03:00)');
    expect(zoneLabel('Europe/Moscow', 'de', at)).toBe('Moskauer Normalzeit (GMT+03:00)');
  });

  it("has the offset of the day it is asked for, a summer day's in a zone with summer time", () => {
    expect(zoneLabel('Europe/Berlin', 'en', new Date('2026-07-01T12:00:00Z'))).toContain('(GMT+02:00)');
    expect(zoneLabel('Europe/Berlin', 'en', new Date('2026-01-15T12:00:00Z'))).toContain('(GMT+01:00)');
  });
});

import { describe, expect, it } from 'vitest';
import { bookingMinutes, serviceMinutes } from './booking-duration';
import { baysFor, dayHours, freeSlots, liveQueueFreeAt, roundDuration, weekdayOf, type DayInput, type SlotBay } from './booking-slots';
import { DEFAULT_MINUTES, serviceClassKey, type DurationTable } from './wait-estimate';

const MIN = 60_000;
const MOSCOW = 'Europe/Moscow';
// Monday 30 November 2026, Moscow time (UTC+3 all year).
const MONDAY = '2026-11-30';
const WEEK = Array.from({ length: 7 }, (_, i) => (i === 6 ? null : { open: 9 * 60, close: 21 * 60 }));
const nine = Date.UTC(2026, 10, 30, 6, 0); // 09:00 in Moscow
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return nine + ((h - 9) * 60 + m) * MIN;
};
const hhmm = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(11, 16);

const tyreBay: SlotBay = { id: 1, kind: 'tire', sort: 1 };
const washBay: SlotBay = { id: 2, kind: 'wash', sort: 2 };
const bothBay: SlotBay = { id: 3, kind: 'both', sort: 0 };

function day(over: Partial<DayInput> = {}): DayInput {
  return {
    hours: dayHours(MONDAY, WEEK, new Set(), MOSCOW),
    bays: [tyreBay],
    kind: 'tire',
    minutes: 60,
    busy: [],
    notBefore: 0,
    ...over,
  };
}

describe('dayHours', () => {
  it("opens and closes at the weekday's hours in the business zone", () => {
    const hours = dayHours(MONDAY, WEEK, new Set(), MOSCOW)!;
    expect(hours.open).toBe(nine);
    expect(hours.close).toBe(at('21:00'));
  });

  it('is closed on a weekday without hours (Sunday here) and on a day off', () => {
    expect(weekdayOf('2026-12-06')).toBe(6);
    expect(dayHours('2026-12-06', WEEK, new Set(), MOSCOW)).toBeNull();
    expect(dayHours(MONDAY, WEEK, new Set([MONDAY]), MOSCOW)).toBeNull();
    expect(dayHours('2026-12-01', WEEK, new Set([MONDAY]), MOSCOW)).not.toBeNull();
  });

  it('keeps the wall-clock hours on a day the clocks change', () => {
    // Berlin moves from UTC+1 to UTC+2 at 2:00 on Sunday 29 March 2026: 9:00 that day is 07:00 UTC.
    const everyDay = WEEK.map(() => ({ open: 9 * 60, close: 21 * 60 }));
    const berlin = dayHours('2026-03-29', everyDay, new Set(), 'Europe/Berlin')!;
    expect(new Date(berlin.open).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(new Date(berlin.close).toISOString()).toBe('2026-03-29T19:00:00.000Z');
  });

  it('counts the hours from midnight of the business zone, not of the server', () => {
    const vladivostok = dayHours(MONDAY, WEEK, new Set(), 'Asia/Vladivostok')!;
    expect(vladivostok.open).toBe(Date.UTC(2026, 10, 29, 23, 0)); // 09:00 at UTC+10
  });
});

describe('freeSlots', () => {
  it('offers the half-hour grid from opening to the last start that ends by closing', () => {
    const slots = freeSlots(day());
    expect(hhmm(slots[0]!.start)).toBe('09:00');
    expect(hhmm(slots[1]!.start)).toBe('09:30');
    expect(hhmm(slots.at(-1)!.start)).toBe('20:00');
    expect(hhmm(slots.at(-1)!.end)).toBe('21:00');
  });

  it('offers nothing on a closed day', () => {
    expect(freeSlots(day({ hours: null }))).toEqual([]);
    expect(freeSlots(day({ hours: dayHours('2026-12-06', WEEK, new Set(), MOSCOW) }))).toEqual([]);
  });

  it('offers no start before notBefore (the past, and the lead of an online booking)', () => {
    const slots = freeSlots(day({ notBefore: at('14:10') }));
    expect(hhmm(slots[0]!.start)).toBe('14:30');
  });

  it('takes a longer booking off the end of the day: a 90-minute job starts by 19:30', () => {
    expect(hhmm(freeSlots(day({ minutes: 90 })).at(-1)!.start)).toBe('19:30');
  });

  it('leaves out every start whose time overlaps a booking of the only bay', () => {
    const busy = [{ bayId: 1, start: at('12:00'), end: at('13:00') }];
    const starts = freeSlots(day({ busy })).map((s) => hhmm(s.start));
    expect(starts).toContain('11:00');
    expect(starts).not.toContain('11:30');
    expect(starts).not.toContain('12:00');
    expect(starts).not.toContain('12:30');
    expect(starts).toContain('13:00');
  });

  it('frees the time again when the booking is gone (a cancel, a no-show)', () => {
    const booked = [{ bayId: 1, start: at('12:00'), end: at('13:00') }];
    const before = freeSlots(day({ busy: booked })).map((s) => hhmm(s.start));
    const after = freeSlots(day({ busy: [] })).map((s) => hhmm(s.start));
    expect(before).not.toContain('12:00');
    expect(after).toContain('12:00');
  });

  it('offers a time taken on one bay on another bay of the kind, the specialised bay first', () => {
    const busy = [{ bayId: 1, start: at('12:00'), end: at('13:00') }];
    const slots = freeSlots(day({ bays: [tyreBay, washBay, bothBay], busy }));
    expect(slots.find((s) => hhmm(s.start) === '12:00')!.bayIds).toEqual([3]);
    expect(slots.find((s) => hhmm(s.start) === '10:00')!.bayIds).toEqual([1, 3]);
  });

  it('never offers a wash bay for tyres nor a tyre bay for a wash', () => {
    expect(freeSlots(day({ bays: [washBay] }))).toEqual([]);
    expect(freeSlots(day({ bays: [tyreBay], kind: 'wash' }))).toEqual([]);
    expect(baysFor([washBay, tyreBay, bothBay], 'wash').map((b) => b.id)).toEqual([2, 3]);
  });

  it("holds today's bays for the live queue: a bay is offered once its cars are done", () => {
    const now = at('10:05');
    const liveFreeAt = liveQueueFreeAt(
      [
        { kind: 'tire', minutesLeft: 40 },
        { kind: 'tire', minutesLeft: 50 },
      ],
      [tyreBay],
      now,
    );
    expect(liveFreeAt.get(1)).toBe(now + 90 * MIN);
    const slots = freeSlots(day({ liveFreeAt, notBefore: now }));
    expect(hhmm(slots[0]!.start)).toBe('12:00');
  });

  it('spreads the live queue over the bays of its kind and leaves the other kind alone', () => {
    const now = at('10:00');
    const freeAt = liveQueueFreeAt(
      [
        { kind: 'tire', minutesLeft: 60 },
        { kind: 'tire', minutesLeft: 30 },
        { kind: 'wash', minutesLeft: 20 },
      ],
      [tyreBay, washBay, bothBay],
      now,
    );
    expect(freeAt.get(1)).toBe(now + 60 * MIN);
    expect(freeAt.get(3)).toBe(now + 30 * MIN);
    expect(freeAt.get(2)).toBe(now + 20 * MIN);
  });
});

describe('durations', () => {
  const history: DurationTable = {
    byServiceClass: new Map([
      [serviceClassKey(10, 1), 40],
      [serviceClassKey(10, 3), 70],
    ]),
    byService: new Map([[10, 50]]),
  };
  const owner = new Map([[serviceClassKey(11, 1), 25]]);

  it("takes the owner's minutes, then the history of the class, then of the service, then the default", () => {
    expect(serviceMinutes(11, 'tire', 1, owner, history)).toEqual({ minutes: 25, from: 'owner' });
    expect(serviceMinutes(10, 'tire', 3, owner, history)).toEqual({ minutes: 70, from: 'history' });
    expect(serviceMinutes(10, 'tire', 2, owner, history)).toEqual({ minutes: 50, from: 'history' });
    expect(serviceMinutes(12, 'wash', 1, owner, history)).toEqual({ minutes: DEFAULT_MINUTES.wash, from: 'default' });
  });

  it('makes a bigger class take longer, and the booking a whole number of quarters', () => {
    const lines = [
      { serviceId: 10, kind: 'tire' as const },
      { serviceId: 11, kind: 'tire' as const },
    ];
    expect(bookingMinutes(lines, 1, owner, history)).toBe(65);
    expect(roundDuration(bookingMinutes(lines, 1, owner, history))).toBe(75);
    const big = roundDuration(bookingMinutes(lines, 3, owner, history));
    expect(big).toBeGreaterThan(75);
    expect(freeSlots(day({ minutes: big })).at(-1)!.end).toBeLessThanOrEqual(at('21:00'));
    expect(hhmm(freeSlots(day({ minutes: big })).at(-1)!.start)).toBe('19:00');
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderRow } from './lock';
import { pickupMoment } from './pickup';

const TZ = 'Europe/Moscow';
const now = new Date('2026-11-29T10:00:00Z');
const doneAt = new Date('2026-11-29T09:30:00Z');
const row = (over: Partial<OrderRow>) =>
  ({
    isDraft: false,
    jobStatus: 'done',
    paySum: 0,
    refundDue: 0,
    keysState: 'none',
    pickedUpAt: null,
    doneAt,
    payAt: null,
    ...over,
  }) as OrderRow;

describe('when a car counts as handed over', () => {
  it('not while work, money or keys in a cell remain', () => {
    expect(pickupMoment(row({ jobStatus: 'in_progress' }), now, TZ)).toBeNull();
    expect(pickupMoment(row({ paySum: 100 }), now, TZ)).toBeNull();
    expect(pickupMoment(row({ refundDue: 100 }), now, TZ)).toBeNull();
    expect(pickupMoment(row({ keysState: 'cell' }), now, TZ)).toBeNull();
    expect(pickupMoment(row({ isDraft: true }), now, TZ)).toBeNull();
  });
  it('at once when the keys are handed back, or the order is canceled', () => {
    expect(pickupMoment(row({ keysState: 'returned' }), now, TZ)).toEqual(now);
    expect(pickupMoment(row({ jobStatus: 'canceled' }), now, TZ)).toEqual(now);
  });
  it('when paid at the desk after the work, whether the client kept the keys or none were taken', () => {
    const payAt = new Date('2026-11-29T09:50:00Z');
    expect(pickupMoment(row({ keysState: 'client', payAt }), now, TZ)).toEqual(now);
    expect(pickupMoment(row({ keysState: 'none', payAt }), now, TZ)).toEqual(now);
  });
  it('paid ahead (or by contract): at the end of the business day, so the page says «Готово» until then', () => {
    const payAt = new Date('2026-11-29T08:00:00Z');
    const midnight = new Date('2026-11-29T21:00:00Z'); // 00:00 in Moscow
    expect(pickupMoment(row({ keysState: 'client', payAt }), now, TZ)).toEqual(midnight);
    expect(pickupMoment(row({ keysState: 'none', payAt: null }), now, TZ)).toEqual(midnight);
  });
  it('keeps a moment once set', () => {
    const earlier = new Date('2026-11-28T10:00:00Z');
    expect(pickupMoment(row({ keysState: 'returned', pickedUpAt: earlier }), now, TZ)).toEqual(earlier);
  });
  it('stays handed over once it happened, though money found due later asks the desk again', () => {
    const earlier = new Date('2026-11-28T10:00:00Z');
    expect(pickupMoment(row({ keysState: 'returned', pickedUpAt: earlier, refundDue: 240 }), now, TZ)).toEqual(earlier);
    // One still ahead (the end of a prepaid car's day) is not a fact yet: money due undoes it.
    const ahead = new Date('2026-11-29T21:00:00Z');
    expect(pickupMoment(row({ pickedUpAt: ahead, paySum: 100 }), now, TZ)).toBeNull();
  });
});

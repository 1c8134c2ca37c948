import { describe, expect, it } from 'vitest';
import { paymentHoldsRefunds, refundRoom, refundRooms, switchOverdraws, wayTotals, type MoneyLine } from './refund-ways';

const pay = (method: MoneyLine['method'], sum: number, fuelCardName: MoneyLine['fuelCardName'] = null): MoneyLine => ({
  kind: 'payment',
  method,
  fuelCardName,
  sum,
});
const back = (method: MoneyLine['method'], sum: number, fuelCardName: MoneyLine['fuelCardName'] = null): MoneyLine => ({
  ...pay(method, sum, fuelCardName),
  kind: 'refund',
});
const CARD = { method: 'card', fuelCardName: null } as const;
const CASH = { method: 'cash', fuelCardName: null } as const;
const YANDEX = { method: 'fuel', fuelCardName: 'yandex' } as const;
const PETROL = { method: 'fuel', fuelCardName: 'petrol' } as const;

describe('what may go back by a way', () => {
  it('a card: what it took less what went back to it', () => {
    expect(refundRoom([pay('card', 100_000), pay('cash', 50_000), back('card', 30_000)], CARD)).toBe(70_000);
    expect(refundRoom([pay('cash', 50_000)], CARD)).toBe(0);
    expect(refundRoom([], CARD)).toBe(0);
  });

  it('each fuel card on its own: a Yandex card does not give back what a petrol card took', () => {
    const lines = [pay('fuel', 40_000, 'petrol'), back('fuel', 10_000, 'petrol')];
    expect(refundRoom(lines, PETROL)).toBe(30_000);
    expect(refundRoom(lines, YANDEX)).toBe(0);
  });

  it('cash is bound by the drawer, not by the order', () => {
    expect(refundRoom([pay('card', 100_000)], CASH)).toBeNull();
  });

  it('the order answer names each card and fuel card, cash left out', () => {
    const lines = [pay('card', 100_000), back('card', 25_000), pay('fuel', 40_000, 'yandex'), pay('cash', 5_000), back('cash', 5_000)];
    expect(refundRooms(lines)).toEqual({ card: 75_000, yandex: 40_000, petrol: 0 });
    expect(refundRooms([])).toEqual({ card: 0, yandex: 0, petrol: 0 });
  });
});

describe('a switch of a line', () => {
  it('a card payment moved off the card after a card refund would leave the card below nothing', () => {
    const paid = pay('card', 100_000);
    const lines = [paid, back('card', 30_000)];
    expect(switchOverdraws(lines, paid, CASH)).toBe(true);
    expect(switchOverdraws([paid, pay('card', 30_000), back('card', 30_000)], paid, CASH)).toBe(false);
  });

  it('a refund moved onto a card the client never paid with', () => {
    const refund = back('cash', 20_000);
    expect(switchOverdraws([pay('cash', 100_000), refund], refund, CARD)).toBe(true);
    expect(switchOverdraws([pay('card', 100_000), refund], refund, CARD)).toBe(false);
    expect(switchOverdraws([pay('fuel', 100_000, 'yandex'), refund], refund, PETROL)).toBe(true);
  });

  it('only the ways the switch touches: an order from before the rule keeps its other lines switchable', () => {
    const old = back('card', 50_000);
    const cash = pay('cash', 10_000);
    expect(switchOverdraws([pay('cash', 100_000), old, cash], cash, YANDEX)).toBe(false);
    // A refund moved to cash never overdraws a card.
    expect(switchOverdraws([pay('card', 10_000), old], old, CASH)).toBe(false);
  });
});

describe('a card payment its refunds need', () => {
  it('is locked while the card gave back more than it took without it', () => {
    const first = pay('card', 60_000);
    const second = pay('card', 40_000);
    const refund = back('card', 50_000);
    const lines = [first, second, refund];
    expect(wayTotals(lines, CARD)).toEqual({ paid: 100_000, refunded: 50_000 });
    // Without the first the card took 40,000 and gave back 50,000; without the second, 60,000 against 50,000.
    expect(paymentHoldsRefunds(lines, first)).toBe(true);
    expect(paymentHoldsRefunds(lines, second)).toBe(false);
  });

  it('never a cash payment or a refund', () => {
    const cash = pay('cash', 10_000);
    const refund = back('card', 10_000);
    expect(paymentHoldsRefunds([cash, pay('card', 10_000), refund], cash)).toBe(false);
    expect(paymentHoldsRefunds([cash, refund], refund)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { refuseManualDiscount } from './discounts';
import { canReturnKeys, lineFlags, orderFlags } from './order-flags';
import { deriveOrderState, type OrderFacts } from './order-state';
import { refusalText } from './refusal-text';
import { HOUR_MS, parkingAt } from './parking';
import { PAY_STATUS } from '../contract/order-states';

const RULES = { rate: 10_000, freeHours: 2, max: 300_000 };
const T0 = new Date('2026-11-20T09:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR_MS);

function facts(over: Partial<OrderFacts> = {}): OrderFacts {
  return {
    jobStatus: 'in_progress',
    keysState: 'cell',
    doneAt: null,
    payAt: null,
    lines: [
      { id: 1, kind: 'wash', price: 30_000, quantity: 1, status: 'active', workerCount: 1 },
      { id: 2, kind: 'wash', price: 20_000, quantity: 1, status: 'active', workerCount: 1 },
    ],
    discount: { manualPercent: null, manualReason: '', groupPercent: null, groupName: null, loyaltyPercent: 0 },
    isFirstOrder: false,
    isPayByContract: false,
    paid: 0,
    refunded: 0,
    parking: { removed: false, stoppedAt: null, charged: { hours: 0, rate: 0, sum: 0, capped: false } },
    ...over,
  };
}

describe('parking', () => {
  it('charges each started hour past the free hours, up to the cap, and says when it grows next', () => {
    const base = { doneAt: T0, stoppedAt: null, removed: false, byContract: false };
    expect(parkingAt(base, at(2), RULES)).toMatchObject({ hours: 0, sum: 0, nextAt: new Date(at(2).getTime() + 1) });
    expect(parkingAt(base, new Date(at(2).getTime() + 1), RULES)).toMatchObject({ hours: 1, sum: 10_000, capped: false });
    expect(parkingAt(base, at(5.5), RULES)).toMatchObject({ hours: 4, sum: 40_000, nextAt: new Date(at(6).getTime() + 1) });
    expect(parkingAt(base, at(24 * 30), RULES)).toMatchObject({ sum: 300_000, capped: true, nextAt: null });
  });
  it('stops where the clock stopped, and charges nothing removed or by contract', () => {
    const base = { doneAt: T0, stoppedAt: at(4.5), removed: false, byContract: false };
    expect(parkingAt(base, at(50), RULES)).toMatchObject({ hours: 3, sum: 30_000, nextAt: null });
    expect(parkingAt({ ...base, removed: true }, at(50), RULES).sum).toBe(0);
    expect(parkingAt({ ...base, byContract: true }, at(50), RULES).sum).toBe(0);
  });
});

describe('the derivation of an order', () => {
  it('sum_final = lines − discount + parking; pay_sum and refund_due never below 0', () => {
    const s = deriveOrderState(
      facts({ jobStatus: 'done', doneAt: T0, discount: { ...facts().discount, groupPercent: 10, groupName: 'ЖК Символ' } }),
      at(3.5),
      RULES,
    );
    expect(s).toMatchObject({
      totalSum: 50_000,
      discountSum: 5_000,
      sumFinal: 45_000 + 20_000,
      paySum: 65_000,
      refundDue: 0,
      payStatus: PAY_STATUS.unpaid,
      needsCashier: true,
    });
    expect(s.parking).toMatchObject({ hours: 2, sum: 20_000 });
    expect(s.discount).toEqual({ percent: 10, source: 'group', reason: 'ЖК Символ' });
  });

  it('a price that drops below what was paid becomes money to give back, and the order waits for the cashier', () => {
    const paidPart = facts({ paid: 45_000 });
    expect(deriveOrderState(paidPart, at(1), RULES)).toMatchObject({
      sumFinal: 50_000,
      paySum: 5_000,
      refundDue: 0,
      payStatus: PAY_STATUS.partlyPaid,
    });
    const lineCanceled = facts({ paid: 45_000, lines: [facts().lines[0]!, { ...facts().lines[1]!, status: 'canceled' }] });
    expect(deriveOrderState(lineCanceled, at(1), RULES)).toMatchObject({
      sumFinal: 30_000,
      paySum: 0,
      refundDue: 15_000,
      payStatus: PAY_STATUS.paid,
      needsCashier: true,
    });
    const refunded = facts({ paid: 45_000, refunded: 15_000, lines: lineCanceled.lines });
    expect(deriveOrderState(refunded, at(1), RULES)).toMatchObject({
      paySum: 0,
      refundDue: 0,
      payStatus: PAY_STATUS.paid,
      needsCashier: false,
    });
  });

  it('a contract order takes nothing at the desk and gives back what was taken before', () => {
    const s = deriveOrderState(facts({ isPayByContract: true, paid: 20_000, jobStatus: 'done', doneAt: T0 }), at(10), RULES);
    expect(s).toMatchObject({ paySum: 0, refundDue: 20_000, payStatus: PAY_STATUS.byContract, needsCashier: true });
    expect(s.parking.sum).toBe(0);
    expect(deriveOrderState(facts({ isPayByContract: true }), at(1), RULES)).toMatchObject({
      payStatus: PAY_STATUS.unpaid,
      needsCashier: false,
    });
  });

  it('stops the parking clock once the order is paid in full or its keys are handed back', () => {
    const paidUp = deriveOrderState(facts({ jobStatus: 'done', doneAt: T0, paid: 70_000 }), at(3.5), RULES);
    expect(paidUp).toMatchObject({ parkingStoppedAt: at(3.5), deriveAt: null, payStatus: PAY_STATUS.paid, refundDue: 0 });
    const keysBack = deriveOrderState(facts({ jobStatus: 'done', doneAt: T0, keysState: 'returned', paid: 10_000 }), at(4.5), RULES);
    expect(keysBack.parkingStoppedAt).toEqual(at(4.5));
    expect(keysBack.parking.sum).toBe(30_000);
    // Stopped: what was charged stays, even if the rate changes later.
    const stopped = { removed: false, stoppedAt: at(4.5), charged: { hours: 3, rate: 10_000, sum: 30_000, capped: false } };
    const later = deriveOrderState(
      facts({ jobStatus: 'done', doneAt: T0, keysState: 'returned', paid: 10_000, parking: stopped }),
      at(40),
      { ...RULES, rate: 20_000 },
    );
    expect(later.parking).toMatchObject({ hours: 3, sum: 30_000 });
    // Running: the rate it started with.
    const running = { removed: false, stoppedAt: null, charged: { hours: 1, rate: 10_000, sum: 10_000, capped: false } };
    expect(
      deriveOrderState(facts({ jobStatus: 'done', doneAt: T0, parking: running }), at(4.5), { ...RULES, rate: 20_000 }).parking.sum,
    ).toBe(30_000);
  });

  it('a canceled order and a done order that costs nothing owe nothing', () => {
    const canceled = facts({ jobStatus: 'canceled', lines: facts().lines.map((l) => ({ ...l, status: 'canceled' as const })) });
    expect(deriveOrderState(canceled, at(1), RULES)).toMatchObject({
      sumFinal: 0,
      paySum: 0,
      refundDue: 0,
      payStatus: PAY_STATUS.unpaid,
      needsCashier: true,
      hasWash: true,
    });
    expect(deriveOrderState({ ...canceled, keysState: 'client' }, at(1), RULES).needsCashier).toBe(false);
    // Finished at T0 with nothing to pay: paid in full at once, so no parking ever.
    const free = facts({ jobStatus: 'done', doneAt: T0, discount: { ...facts().discount, manualPercent: 100 } });
    const atDone = deriveOrderState(free, T0, RULES);
    // Nothing to pay, but the keys are still in their cell: the cashier hands them back.
    expect(atDone).toMatchObject({ sumFinal: 0, payStatus: PAY_STATUS.paid, needsCashier: true, parkingStoppedAt: T0 });
    expect(deriveOrderState({ ...free, keysState: 'returned' }, T0, RULES).needsCashier).toBe(false);
    expect(deriveOrderState({ ...free, parking: { ...free.parking, stoppedAt: T0 } }, at(30), RULES)).toMatchObject({
      sumFinal: 0,
      payStatus: PAY_STATUS.paid,
    });
  });

  it("names the source of the percent in force: the cashier's reason for a manual one, never an older one", () => {
    const first = facts({ isFirstOrder: true });
    expect(deriveOrderState(first, at(1), RULES).discount).toEqual({ percent: 30, source: 'first', reason: 'Первый раз' });
    const manual = facts({ isFirstOrder: true, discount: { ...first.discount, manualPercent: 40, manualReason: '' } });
    expect(deriveOrderState(manual, at(1), RULES).discount).toEqual({ percent: 40, source: 'manual', reason: 'Скидка кассира' });
  });
});

describe('what the screens may offer', () => {
  const o = {
    jobStatus: 'done' as const,
    payStatus: PAY_STATUS.paid,
    netPaid: 50_000,
    discountSource: 'none',
    isPayByContract: false,
    paySum: 0,
    refundDue: 0,
    keysState: 'cell' as const,
    lines: [],
  };
  it('keys come back from the cell once nothing is owed either way, or for a canceled order', () => {
    expect(canReturnKeys(o)).toBe(true);
    expect(canReturnKeys({ ...o, refundDue: 100 })).toBe(false);
    expect(canReturnKeys({ ...o, paySum: 100 })).toBe(false);
    expect(canReturnKeys({ ...o, jobStatus: 'canceled', paySum: 0 })).toBe(true);
    expect(canReturnKeys({ ...o, jobStatus: 'in_progress' })).toBe(false);
  });
  it('payment, refund and discount follow the money', () => {
    expect(orderFlags({ ...o, payStatus: PAY_STATUS.partlyPaid, paySum: 500 })).toMatchObject({
      can_pay: true,
      can_refund: false,
      can_discount: true,
      can_be_changed: false,
    });
    expect(orderFlags({ ...o, refundDue: 500 })).toMatchObject({ can_pay: false, can_refund: true, can_discount: false });
    expect(orderFlags({ ...o, jobStatus: 'canceled', payStatus: PAY_STATUS.unpaid })).toMatchObject({
      can_pay: false,
      can_discount: false,
      can_be_canceled: false,
      cancel_refusal: null,
    });
  });
  it('an open order with money on it is not offered for canceling, and says why', () => {
    const line = { status: 'active' as const, kind: 'wash' as const, workerCount: 1 };
    const open = { ...o, jobStatus: 'in_progress' as const, payStatus: PAY_STATUS.partlyPaid, paySum: 100, lines: [line] };
    expect(orderFlags(open)).toMatchObject({ can_be_canceled: false, cancel_refusal: expect.stringMatching(/^По заказу оплачено 500\s₽/) });
    // Its services all canceled: only the refund is left to say.
    expect(orderFlags({ ...open, lines: [{ ...line, status: 'canceled' as const }] })).toMatchObject({
      can_be_canceled: false,
      cancel_refusal_code: 'order_refund_pending',
    });
    expect(orderFlags({ ...open, netPaid: 0, payStatus: PAY_STATUS.unpaid })).toMatchObject({
      can_be_canceled: true,
      cancel_refusal: null,
    });
  });
  it('offers «Сбросить скидку» only while a manual discount is in force', () => {
    const open = { ...o, jobStatus: 'in_progress' as const, payStatus: PAY_STATUS.unpaid, paySum: 100 };
    expect(orderFlags({ ...open, discountSource: 'manual' }).can_reset_discount).toBe(true);
    expect(orderFlags({ ...open, discountSource: 'first' }).can_reset_discount).toBe(false);
  });
  const paidOrder = { jobStatus: 'in_progress' as const, payStatus: PAY_STATUS.paid, liveServices: 2, netPaid: 50_000 };
  it('a line of a paid order may be canceled, but a cancel is not lifted there', () => {
    expect(lineFlags(paidOrder, { status: 'active', kind: 'wash' })).toMatchObject({
      can_cancel: true,
      can_mark: true,
      cancel_asks_first: true,
    });
    expect(lineFlags(paidOrder, { status: 'canceled', kind: 'wash' }).can_cancel).toBe(false);
    expect(lineFlags({ ...paidOrder, payStatus: PAY_STATUS.partlyPaid }, { status: 'canceled', kind: 'wash' }).can_cancel).toBe(true);
    expect(
      lineFlags({ jobStatus: 'done', payStatus: PAY_STATUS.unpaid, liveServices: 2, netPaid: 0 }, { status: 'done', kind: 'parking' }),
    ).toMatchObject({
      is_removable: true,
      can_cancel: false,
      can_mark: false,
    });
  });
  it('a cancel asks first only where money was taken and the line is not canceled yet', () => {
    const line = { status: 'active', kind: 'wash' } as const;
    expect(lineFlags({ ...paidOrder, payStatus: PAY_STATUS.partlyPaid, netPaid: 100 }, line).cancel_asks_first).toBe(true);
    expect(lineFlags({ ...paidOrder, payStatus: PAY_STATUS.unpaid, netPaid: 0 }, line).cancel_asks_first).toBe(false);
    expect(lineFlags({ ...paidOrder, payStatus: PAY_STATUS.partlyPaid }, { ...line, status: 'canceled' }).cancel_asks_first).toBe(false);
    expect(lineFlags({ ...paidOrder, jobStatus: 'done' }, line).cancel_asks_first).toBe(false);
  });
  it('the last service not canceled is not canceled while no money is on the order; with money it is, for the refund', () => {
    const last = { jobStatus: 'waiting' as const, payStatus: PAY_STATUS.unpaid, liveServices: 1, netPaid: 0 };
    const line = { status: 'active', kind: 'wash' } as const;
    expect(lineFlags(last, line)).toMatchObject({ can_cancel: false, cancel_goes_with_order: true });
    expect(lineFlags({ ...last, jobStatus: 'in_progress' }, line).can_cancel).toBe(false);
    expect(lineFlags({ ...last, liveServices: 2 }, line)).toMatchObject({ can_cancel: true, cancel_goes_with_order: false });
    // Refused for another reason (the order is done): not this one.
    expect(lineFlags({ ...last, jobStatus: 'done' }, line).cancel_goes_with_order).toBe(false);
    // A canceled line whose service is live again on another line stays canceled, and says why.
    const twin = { status: 'canceled', kind: 'wash', liveTwin: true } as const;
    expect(lineFlags({ ...last, liveServices: 2 }, twin)).toMatchObject({ can_cancel: false, cancel_kept_for_twin: true });
    expect(lineFlags({ ...last, liveServices: 2 }, { ...twin, liveTwin: false })).toMatchObject({
      can_cancel: true,
      cancel_kept_for_twin: false,
    });
    expect(lineFlags({ ...last, payStatus: PAY_STATUS.paid, netPaid: 80_000 }, line)).toMatchObject({
      can_cancel: true,
      cancel_asks_first: true,
    });
    // Lifting a cancel is what brings a service back: never refused for this.
    expect(lineFlags({ ...last, liveServices: 0 }, { ...line, status: 'canceled' }).can_cancel).toBe(true);
  });
  it('a service line may be deleted while the order may change, never the last one left', () => {
    const open = { jobStatus: 'waiting' as const, payStatus: PAY_STATUS.unpaid, netPaid: 0 };
    expect(lineFlags({ ...open, liveServices: 2 }, { status: 'active', kind: 'wash' }).can_delete).toBe(true);
    expect(lineFlags({ ...open, liveServices: 1 }, { status: 'active', kind: 'wash' }).can_delete).toBe(false);
    expect(lineFlags({ ...open, liveServices: 2 }, { status: 'canceled', kind: 'wash' }).can_delete).toBe(false);
    expect(lineFlags({ ...open, payStatus: PAY_STATUS.paid, liveServices: 2 }, { status: 'active', kind: 'wash' }).can_delete).toBe(false);
    expect(lineFlags({ ...open, liveServices: 2 }, { status: 'active', kind: 'parking' }).can_delete).toBe(false);
  });
});

describe('refusals that keep the money honest', () => {
  it('a manual discount lower than the one in force is refused, naming it', () => {
    const first = refuseManualDiscount({ discount: 30, discountReason: 'Первый раз', discountSource: 'first', manualReason: '' }, 10);
    expect(first).toEqual({ code: 'discount_lower_source', params: { percent: 30, requested: 10, source: 'first' } });
    expect(refusalText(first!)).toBe('Уже действует скидка 30% («Первый раз»): скидка 10% меньше и не применяется');
    expect(
      refusalText(refuseManualDiscount({ discount: 20, discountReason: 'Такси', discountSource: 'group', manualReason: '' }, 10)!),
    ).toBe('Уже действует скидка 20% («Такси»): скидка 10% меньше и не применяется');
    expect(
      refuseManualDiscount({ discount: 30, discountReason: 'Первый раз', discountSource: 'first', manualReason: '' }, 30),
    ).toBeUndefined();
    expect(refuseManualDiscount({ discount: 0, discountReason: '', discountSource: 'none', manualReason: '' }, 10)).toBeUndefined();
  });
  it('a manual discount is named by its source until the cashier gives it words, then by those words', () => {
    const unnamed = refuseManualDiscount(
      { discount: 40, discountReason: 'Скидка кассира', discountSource: 'manual', manualReason: '' },
      20,
    );
    expect(unnamed).toEqual({ code: 'discount_lower_source', params: { percent: 40, requested: 20, source: 'manual' } });
    expect(refusalText(unnamed!)).toBe('Уже действует скидка 40% («Скидка кассира»): скидка 20% меньше и не применяется');
    const named = refuseManualDiscount(
      { discount: 40, discountReason: 'ЖК Символ', discountSource: 'manual', manualReason: 'ЖК Символ' },
      20,
    );
    expect(named).toEqual({ code: 'discount_lower_named', params: { percent: 40, requested: 20, reason: 'ЖК Символ' } });
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveDiscount, loyaltyPercent } from './discounts';
import { firstFreeCell, keysText } from './keys';
import { discountAmount, itemMoney, orderTotals } from './money';
import { canBeChanged, isCanBeStarted, refuseCancel, refuseComplete, refuseMarkItem, refuseStart } from './order-rules';
import { refusalText } from './refusal-text';
import { normalizePhone } from '../contract/phones';
import { isStandardPlate, isValidNonStandardPlate, normalizePlate, plateSearchFragment } from '../contract/plates';

describe('plates', () => {
  it('makes a123bc77, А 123 ВС 77 and А123ВС77 one car', () => {
    expect(normalizePlate('a123bc77')).toBe('А123ВС77');
    expect(normalizePlate('А 123 ВС 77')).toBe('А123ВС77');
    expect(normalizePlate('а123вс777')).toBe('А123ВС777');
    expect(normalizePlate('x 001 ok-199')).toBe('Х001ОК199');
    expect(normalizePlate(' A 123 BC 77 ')).toBe('А123ВС77');
  });
  it('keeps any other plate as typed: upper case, spaces tidied, never another alphabet', () => {
    expect(normalizePlate('b-mw 1234')).toBe('B-MW 1234');
    expect(normalizePlate('  b-mw \t  1234 ')).toBe('B-MW 1234');
    expect(normalizePlate('1234 AB-5')).toBe('1234 AB-5');
    expect(normalizePlate('ав 1234 вв')).toBe('АВ 1234 ВВ');
    expect(normalizePlate('trailer-1')).toBe('TRAILER-1');
    // Almost standard is not standard: nothing is converted.
    expect(normalizePlate('a123bc7')).toBe('A123BC7');
  });
  it('sees a plate as a person does: full-width forms folded, invisible characters dropped', () => {
    // Full-width letters and digits (a phone keyboard's), a zero-width space, a soft hyphen, a bell, a bidi mark.
    expect(normalizePlate('Ａ１２３ＢＣ７７')).toBe('А123ВС77');
    expect(normalizePlate('А123\u200bВС77')).toBe('А123ВС77');
    expect(normalizePlate('А1\u00ad23ВС\u000777')).toBe('А123ВС77');
    expect(normalizePlate('\u200fb-mw\u200d 1234\ufeff')).toBe('B-MW 1234');
    expect(normalizePlate('b-mw\ufeff1234')).toBe('B-MW1234');
    // An invisible character between a letter and its accent does not keep them apart.
    expect(normalizePlate('LO\u200b\u0308-AB 123')).toBe(normalizePlate('LÖ-AB 123'));
    // Read again, a stored plate is itself: upper case before the normal form (Greek ΰ upper-cased is three code points).
    for (const typed of ['ΰΰ Ab', 'ǰ-12', 'ß 1', 'ﬁ 7', 'а123вс77', 'ᵃb 12'])
      expect(normalizePlate(normalizePlate(typed)), typed).toBe(normalizePlate(typed));
    // A tab or a line break is still a space between groups, not nothing.
    expect(normalizePlate('b-mw\t1234')).toBe('B-MW 1234');
  });
  it('knows the standard pattern', () => {
    expect(isStandardPlate('А123ВС77')).toBe(true);
    expect(isStandardPlate('А123ВС777')).toBe(true);
    expect(isStandardPlate('Б123ВС77')).toBe(false);
    expect(isStandardPlate('А12ВС77')).toBe(false);
    expect(isStandardPlate('А123ВС7')).toBe(false);
    expect(isStandardPlate('A123BC77')).toBe(false);
    expect(isValidNonStandardPlate('1234AB')).toBe(true);
    expect(isValidNonStandardPlate('B-MW 1234')).toBe(true);
    expect(isValidNonStandardPlate('B-MW 1234 ')).toBe(true);
    expect(isValidNonStandardPlate('')).toBe(false);
    expect(isValidNonStandardPlate('   ')).toBe(false);
    expect(isValidNonStandardPlate('X'.repeat(12))).toBe(true);
    expect(isValidNonStandardPlate('X'.repeat(13))).toBe(false);
  });
  it('turns a search typed on a Latin keyboard into the stored alphabet', () => {
    expect(plateSearchFragment('a12')).toBe('А12');
    expect(plateSearchFragment('%')).toBe('');
  });
  it('keeps a search for a non-standard plate as typed', () => {
    expect(plateSearchFragment('mw 12', 'typed')).toBe('MW 12');
    expect(plateSearchFragment(' b-mw  12 ', 'typed')).toBe('B-MW 12');
    expect(plateSearchFragment('mw', 'typed')).toBe('MW');
    expect(plateSearchFragment('a_1%', 'typed')).toBe('A1');
    // The standard form still finds a foreign plate stored converted before (ВМW1234).
    expect(plateSearchFragment('mw 12')).toBe('МW12');
  });
});

describe('phones', () => {
  it('accepts the usual ways of typing a Russian number', () => {
    for (const typed of ['+7 (916) 123-45-67', '+7(916) 123-4567', '89161234567', '9161234567', '7 916 123 45 67']) {
      expect(normalizePhone(typed)).toBe('+79161234567');
    }
  });
  it('refuses what is not one', () => {
    for (const typed of ['', '123', '+7 (016) 123-45-67', '+1 916 123 45 67 8', 'телефон']) expect(normalizePhone(typed)).toBeUndefined();
  });
  it('reads a number written with +7 after the country code, so one digit short is refused', () => {
    expect(normalizePhone('+7 (916) 123-45-6')).toBeUndefined();
    expect(normalizePhone('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(normalizePhone('+7 8 916 123 45 67')).toBeUndefined();
  });
});

describe('money in kopecks', () => {
  it('rounds each line discount half up', () => {
    expect(discountAmount(1000, 15)).toBe(150);
    expect(discountAmount(333, 15)).toBe(50); // 49.95 -> 50
    expect(discountAmount(330, 15)).toBe(50); // 49.5 -> 50 (half up)
    expect(discountAmount(329, 15)).toBe(49); // 49.35 -> 49
    expect(discountAmount(1000, 0)).toBe(0);
  });
  it('totals are the sums of active lines', () => {
    const a = { ...itemMoney(70_000, 1, 30), canceled: false }; // 700 ₽ - 210 ₽
    const b = { ...itemMoney(33_333, 3, 30), canceled: false }; // 999.99 ₽ - 300 ₽
    const c = { ...itemMoney(50_000, 1, 30), canceled: true };
    expect(a).toMatchObject({ sumBeforeDiscount: 70_000, discount: 21_000, sum: 49_000 });
    expect(b).toMatchObject({ sumBeforeDiscount: 99_999, discount: 30_000, sum: 69_999 });
    expect(orderTotals([a, b, c])).toEqual({ totalSum: 169_999, discountSum: 51_000, sumFinal: 118_999 });
  });
});

describe('discounts', () => {
  const none = { manualPercent: null, groupPercent: null, loyaltyPercent: 0, isFirstOrder: false };
  it('takes the first source that applies: manual, group, loyalty, first order; a manual one never lowers the rest', () => {
    expect(effectiveDiscount({ ...none, manualPercent: 0, groupPercent: 10, isFirstOrder: true })).toEqual({
      percent: 10,
      source: 'group',
    });
    expect(effectiveDiscount({ ...none, manualPercent: 20, groupPercent: 10, isFirstOrder: true })).toEqual({
      percent: 20,
      source: 'manual',
    });
    expect(effectiveDiscount({ ...none, manualPercent: 10, groupPercent: 10 })).toEqual({ percent: 10, source: 'manual' });
    expect(effectiveDiscount({ ...none, manualPercent: 0 })).toEqual({ percent: 0, source: 'manual' });
    expect(effectiveDiscount({ ...none, groupPercent: 10, loyaltyPercent: 15, isFirstOrder: true })).toEqual({
      percent: 10,
      source: 'group',
    });
    expect(effectiveDiscount({ ...none, loyaltyPercent: 5, isFirstOrder: true })).toEqual({ percent: 5, source: 'loyalty' });
    expect(effectiveDiscount({ ...none, isFirstOrder: true })).toEqual({ percent: 30, source: 'first' });
    expect(effectiveDiscount(none)).toEqual({ percent: 0, source: 'none' });
  });
  it('gives loyalty by last month paid orders', () => {
    expect([0, 2, 3, 4, 5, 9, 10, 40].map((n) => loyaltyPercent(n))).toEqual([0, 0, 5, 5, 10, 10, 15, 15]);
  });
});

describe('order rules', () => {
  const item = (status: 'active' | 'done' | 'canceled', workerCount: number) => ({ status, workerCount });
  it('is_can_be_started: waiting, an active item, workers on every active item', () => {
    expect(isCanBeStarted('waiting', [item('active', 1), item('canceled', 0)])).toBe(true);
    expect(isCanBeStarted('waiting', [item('active', 1), item('active', 0)])).toBe(false);
    expect(isCanBeStarted('waiting', [item('canceled', 1)])).toBe(false);
    expect(isCanBeStarted('in_progress', [item('active', 1)])).toBe(false);
    expect(refuseStart('waiting', [item('active', 0)], 0)).toEqual({ code: 'order_workers_missing' });
    expect(refuseStart('waiting', [item('canceled', 1)], 0)?.code).toBe('order_no_services');
    // No service left and money on it: it never starts, its refund cancels it.
    expect(refuseStart('waiting', [item('canceled', 1)], 45_000)).toMatchObject({
      code: 'order_refund_pending',
      params: { sum: expect.stringMatching(/^450\s₽$/) },
    });
  });
  it('can_be_changed: waiting or in progress and not fully paid', () => {
    expect(canBeChanged('waiting', 1)).toBe(true);
    expect(canBeChanged('in_progress', 2)).toBe(true);
    expect(canBeChanged('in_progress', 3)).toBe(false);
    expect(canBeChanged('done', 1)).toBe(false);
  });
  it('refuses transitions that break the machine, saying why', () => {
    expect(refuseComplete('waiting', 1)).toEqual({ code: 'order_complete_not_in_progress', params: { status: 'waiting' } });
    expect(refusalText(refuseComplete('waiting', 1)!)).toBe('Завершить можно только заказ в работе (сейчас: Ожидает)');
    expect(refusalText(refuseCancel('done', 0, 1)!)).toMatch(/выполнен/);
    expect(refusalText(refuseCancel('waiting', 45_000, 1)!)).toMatch(/^По заказу оплачено 450\s₽, отменить его нельзя\. Отмените услуги/);
    // Every service already canceled: nothing to tell the master to cancel, only the refund to wait for.
    expect(refusalText(refuseCancel('waiting', 45_000, 0)!)).toMatch(
      /^Услуг в заказе не осталось: заказ отменится сам, когда кассир вернёт клиенту 450\s₽$/,
    );
    expect(refuseCancel('in_progress', 45_000, 1)?.code).toBe('order_cancel_money_kept');
    expect(refuseCancel('in_progress', 0, 1)).toBeUndefined();
    expect(refusalText(refuseMarkItem('waiting', { status: 'active', kind: 'wash' })!)).toMatch(/в работе/);
    expect(refuseMarkItem('in_progress', { status: 'active', kind: 'wash' })).toBeUndefined();
    expect(refusalText(refuseMarkItem('in_progress', { status: 'done', kind: 'parking' })!)).toMatch(/Парковка/);
  });
});

describe('keys', () => {
  it('takes the first free cell and says where the keys are', () => {
    expect(firstFreeCell([1, 2, 4], 40)).toBe(3);
    expect(firstFreeCell([1, 2], 2)).toBeUndefined();
    expect(keysText('cell', 7)).toBe('Ключи в ячейке 7');
    expect(keysText('client', null)).toBe('Ключи у клиента');
    expect(keysText('returned', null)).toBe('Ключи выданы');
  });
});

describe('business time', async () => {
  const { businessDate, startOfBusinessDay, businessMonth, previousMonthRange } = await import('./business-time');
  it('finds the start of the business day in Moscow whatever the server zone', () => {
    const lateEvening = new Date('2026-11-21T22:30:00Z'); // 01:30 on the 22nd in Moscow
    expect(businessDate(lateEvening, 'Europe/Moscow')).toBe('2026-11-22');
    expect(startOfBusinessDay(lateEvening, 'Europe/Moscow').toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(startOfBusinessDay(lateEvening, 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
  it('knows the month and the month before', () => {
    expect(businessMonth(new Date('2026-11-30T21:30:00Z'), 'Europe/Moscow')).toBe('2026-12-01');
    const range = previousMonthRange('2026-01-01', 'Europe/Moscow');
    expect(range.from.toISOString()).toBe('2025-11-30T21:00:00.000Z');
    expect(range.to.toISOString()).toBe('2025-12-31T21:00:00.000Z');
  });
});

describe('input masks', async () => {
  const { maskPlate } = await import('../contract/plates');
  it('masks a plate typed on a Latin keyboard', () => {
    expect(maskPlate('a123bc77', false)).toBe('А123ВС77');
    expect(maskPlate('a1b23', false)).toBe('А123');
    expect(maskPlate('x001ok1999', false)).toBe('Х001ОК199');
  });
  it('keeps a non-standard plate as typed, so the next group can follow a space', () => {
    expect(maskPlate('trailer-1', true)).toBe('TRAILER-1');
    expect(maskPlate('b-mw ', true)).toBe('B-MW ');
    expect(maskPlate('  b-mw   1234', true)).toBe('B-MW 1234');
    expect(maskPlate('abcdefghijklmn', true)).toBe('ABCDEFGHIJKL');
  });
});

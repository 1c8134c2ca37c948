import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { approveDiscountBodySchema, payBodySchema, requestDiscountBodySchema } from '../contract/payments';
import { parseInput } from './validate';

/** What a refused input says, as the API's `details` carry it. */
function said(schema: z.ZodType, input: unknown): string {
  try {
    parseInput(schema, input);
  } catch (refusal) {
    return (refusal as { params: { issues: string } }).params.issues;
  }
  throw new Error('the input was taken');
}

describe('input refused at the edge', () => {
  it('says lengths, list sizes and number bounds in Russian, with no English type names', () => {
    const body = z.object({
      name: z.string().min(2).max(3),
      note: z.string().min(1),
      lines: z.array(z.number()).min(1).max(2),
      percent: z.number().min(0).max(100),
      share: z.number().gt(0),
    });
    expect(said(body, { name: 'abcdefghijk', note: '', lines: [], percent: 101, share: 0 })).toBe(
      'name: не длиннее 3 символов; note: не может быть пустым; lines: список не может быть пустым; percent: не больше 100; ' +
        'share: больше 0',
    );
    expect(said(body, { name: 'a', note: 'x', lines: [1, 2, 3], percent: -1, share: 1 })).toBe(
      'name: не короче 2 символов; lines: в списке не больше 2 элементов; percent: не меньше 0',
    );
    expect(said(z.object({ code: z.string().length(21) }), { code: 'x' })).toBe('code: не короче 21 символа');
    expect(said(z.object({ ids: z.array(z.number()).max(1) }), { ids: [1, 2] })).toBe('ids: в списке не больше 1 элемента');
  });

  it('keeps a message the schema gives itself', () => {
    expect(said(z.object({ quantity: z.number().max(99, 'не больше 99') }), { quantity: 100 })).toBe('quantity: не больше 99');
  });

  it('says each thing once, and a percent far too large by its own bounds, not by the safe-integer limit', () => {
    const percent = requestDiscountBodySchema.pick({ discount_amount: true });
    expect(said(percent, { discount_amount: 1e308 })).toBe('discount_amount: от 0 до 100');
    expect(said(percent, { discount_amount: -1e308 })).toBe('discount_amount: от 0 до 100');
    const code = approveDiscountBodySchema.shape.sms_code;
    expect(said(z.object({ sms_code: code }), { sms_code: '' })).toBe('sms_code: код из 4 цифр');
    // Left out, it is required; neither a number nor a text, it is not a percent.
    expect(said(percent, {})).toBe('discount_amount: обязательное поле');
    expect(said(percent, { discount_amount: true })).toBe("discount_amount: процент, например '10%'");
    expect(said(percent, { discount_amount: 10.5 })).toBe('discount_amount: ожидалось целое число');
    expect(said(percent, { discount_amount: '10.5%' })).toBe("discount_amount: процент, например '10%'");
    // A sum: its one real fault, never a false second one.
    const pay = (sum?: unknown) => said(payBodySchema, { order_id: 1, method: 'cash', sum });
    expect(pay(1e308)).toBe('sum: не больше 10 000 000 ₽');
    // A large sum's kopecks are kopecks, floating point forgiven: only its bound refuses it.
    expect(pay(134217728.05)).toBe('sum: не больше 10 000 000 ₽');
    expect(parseInput(payBodySchema, { order_id: 1, method: 'cash', sum: 9999999.99 }).sum).toBe(9999999.99);
    expect(pay(0.001)).toBe('sum: не больше двух знаков после запятой');
    expect(pay(0)).toBe('sum: сумма должна быть больше нуля');
    expect(pay()).toBe('sum: обязательное поле');
    expect(pay(true)).toBe('sum: сумма в рублях, например 1250.50');
    // A code of the wrong type is said to be that, not also of the wrong length.
    expect(said(approveDiscountBodySchema, { order_id: 1, sms_code: [] })).toBe('sms_code: неверный тип: ожидалась строка');
    // null is not «left out»: an optional field may be left out, never null.
    expect(said(percent, { discount_amount: null })).toBe('discount_amount: значение null не принимается');
    // Alone, the safe-integer limit is still said: it is then the only bound the field has.
    expect(said(z.object({ n: z.int() }), { n: 2 ** 60 })).toBe('n: не больше 9007199254740991');
  });

  it('says five issues and how many more', () => {
    const seven = z.object(Object.fromEntries('abcdefg'.split('').map((k) => [k, z.number()])));
    expect(said(seven, {})).toBe(
      'a: обязательное поле; b: обязательное поле; c: обязательное поле; d: обязательное поле; e: обязательное поле; и ещё 2',
    );
  });
});

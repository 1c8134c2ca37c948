import { describe, expect, it } from 'vitest';
import { cashRoubles, countedRoubles, priceRoubles } from './fields';
import { payBodySchema } from './payments';

/**
 * Roubles as people write them and as the screens show them (docs/screens.md 'Sizes and
 * formats'): thousands grouped by a space, a no-break or a narrow no-break one, and a point
 * or a comma before the kopecks. Every money input of the API reads them alike.
 */
const pay = (sum: unknown) => payBodySchema.safeParse({ order_id: 1, sum, method: 'cash' });
const read = (schema: typeof priceRoubles, text: string) => {
  const parsed = schema.safeParse(text);
  return parsed.success ? parsed.data : null;
};

describe('a sum of money written as text', () => {
  it('takes the thousands grouped by a space, a no-break or a narrow no-break space', () => {
    for (const schema of [priceRoubles, cashRoubles, countedRoubles]) {
      expect(read(schema, '1 700')).toBe(1700);
      expect(read(schema, '1\u00a0700')).toBe(1700);
      expect(read(schema, '1\u202f900,50')).toBe(1900.5);
      expect(read(schema, '1 000 000')).toBe(1_000_000);
    }
    expect(read(countedRoubles, '12 345 678,90')).toBe(12_345_678.9);
    const paid = pay('1\u202f900,50');
    expect(paid.success && paid.data.sum).toBe(1900.5);
    const plain = pay('1 700');
    expect(plain.success && plain.data.sum).toBe(1700);
  });

  it('refuses spaces that group nothing, and what is not a sum', () => {
    for (const text of ['17 00', '1 70', '1  700', '1 700 0', '1_700', '1 7000', '1e3', '0x10', '1,2,3', '1 700.505']) {
      expect(read(priceRoubles, text), text).toBeNull();
      expect(pay(text).success, text).toBe(false);
    }
  });

  it('tells a sum of too many digits its limit, and lets no leading zeros or loose spaces in through it', () => {
    for (const text of ['9999999999999', '1'.repeat(400), '12 345 678 901,50']) {
      const refused = cashRoubles.safeParse(text);
      expect(refused.success ? 'taken' : refused.error.issues[0]!.code, text).toBe('too_big');
    }
    for (const text of ['0000000000005', '0000000000,5', '000000 17 00', '0 0 0 0 0 0 0 0 1 7 0 0', `${'0'.repeat(400)}5`]) {
      for (const schema of [priceRoubles, cashRoubles, countedRoubles]) expect(read(schema, text), text).toBeNull();
    }
  });
});

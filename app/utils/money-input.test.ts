import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/utils/format';
import { changeFrom, parseRoubles, sumProblem } from './money-input';

describe('a sum typed at the desk', () => {
  it('reads roubles with spaces, a comma or a point, into kopecks', () => {
    expect(parseRoubles('1 250,50')).toBe(125_050);
    expect(parseRoubles('990')).toBe(99_000);
    expect(parseRoubles('990.5')).toBe(99_050);
    expect(parseRoubles(' 5 000 ')).toBe(500_000);
  });
  it('refuses what is not a sum', () => {
    for (const text of ['', '1e2', '0x64', '-5', '1,234', '12.345', 'сто']) expect(parseRoubles(text)).toBeNull();
  });
  it('says what is wrong next to the field', () => {
    expect(sumProblem('', 490)).toBe('required');
    expect(sumProblem('abc', 490)).toBe('format');
    expect(sumProblem('0', 490)).toBe('zero');
    expect(sumProblem('0,00', 490)).toBe('zero');
    expect(sumProblem('490,01', 490)).toBe('aboveDue');
    expect(sumProblem('490', 490)).toBeNull();
    expect(sumProblem('100', 490)).toBeNull();
  });
  it('counts the change from the cash received', () => {
    expect(changeFrom('5 000', '3310')).toBe(169_000);
    expect(changeFrom('3310', '3310')).toBe(0);
    expect(changeFrom('3000', '3310')).toBeNull();
    expect(changeFrom('', '3310')).toBeNull();
  });
  it('reads a sum as the screen writes it (no-break and narrow spaces), without the ₽', () => {
    expect(parseRoubles(formatMoney(1250.5).replace('\u00a0₽', ''))).toBe(125_050);
    expect(parseRoubles(formatMoney(1_000_000).replace('\u00a0₽', ''))).toBe(100_000_000);
  });
  it('compares with what is due to the kopeck, whatever the floating point of the due sum', () => {
    // 0.29 * 100 and 4.35 * 100 are not whole numbers in floating point.
    expect(sumProblem('0,29', 0.29)).toBeNull();
    expect(sumProblem('4,35', 4.35)).toBeNull();
    expect(sumProblem('4,36', 4.35)).toBe('aboveDue');
    expect(sumProblem('1 250,50', 1250.5)).toBeNull();
  });
  it('refuses a sum of more than nine digits of roubles, and a second separator', () => {
    expect(parseRoubles('999 999 999')).toBe(99_999_999_900);
    expect(parseRoubles('1 000 000 000')).toBeNull();
    expect(parseRoubles('1,2,3')).toBeNull();
    expect(parseRoubles('1.')).toBeNull();
    expect(parseRoubles(',5')).toBeNull();
  });
});

describe('the grammar of a typed sum', () => {
  it("is the API's own: spaces group thousands, and nothing else", () => {
    expect(parseRoubles('1\u202f900,50')).toBe(190_050);
    expect(parseRoubles('1\u00a0700')).toBe(170_000);
    for (const text of ['17 00', '1 70', '1  700', '1 7000']) expect(parseRoubles(text), text).toBeNull();
  });
});

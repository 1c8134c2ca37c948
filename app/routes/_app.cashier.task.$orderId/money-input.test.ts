import { describe, expect, it } from 'vitest';
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
});

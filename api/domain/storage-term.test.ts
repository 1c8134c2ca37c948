import { describe, expect, it } from 'vitest';
import { addMonths, cellName, overdueMonths } from './storage-term';

describe('the term of a stored set', () => {
  it('adds calendar months, the end of a month kept inside the shorter month', () => {
    expect(addMonths('2026-10-01', 6)).toBe('2027-04-01');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('counts each month begun past the term as a whole month, none on the term day', () => {
    expect(overdueMonths('2027-04-01', '2027-03-20')).toBe(0);
    expect(overdueMonths('2027-04-01', '2027-04-01')).toBe(0);
    expect(overdueMonths('2027-04-01', '2027-04-02')).toBe(1);
    expect(overdueMonths('2027-04-01', '2027-05-01')).toBe(1);
    expect(overdueMonths('2027-04-01', '2027-05-02')).toBe(2);
    expect(overdueMonths('2027-01-31', '2027-03-01')).toBe(2);
    expect(overdueMonths('2026-10-01', '2027-10-01')).toBe(12);
  });

  it('names a cell by rack, shelf and place', () => {
    expect(cellName('A', 3, 2)).toBe('A-3-2');
  });
});

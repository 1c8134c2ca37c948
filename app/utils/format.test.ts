import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatPlate, formatQuantity } from './format';

describe('formatting', () => {
  it('writes money as 1 250 ₽, kopecks only when not zero', () => {
    expect(formatMoney(1250)).toBe('1\u202f250\u00a0₽');
    expect(formatMoney(700)).toBe('700\u00a0₽');
    expect(formatMoney(1234567.5)).toBe('1\u202f234\u202f567,50\u00a0₽');
    expect(formatMoney(0)).toBe('0\u00a0₽');
  });
  it('writes dates in the business zone', () => {
    expect(formatDateTime('2026-11-21T11:05:00Z', 'Europe/Moscow')).toBe('21.11.2026 14:05');
    expect(formatDateTime('2026-11-21T22:30:00Z', 'Europe/Moscow')).toBe('22.11.2026 01:30');
  });
  it('spaces standard plates', () => {
    expect(formatPlate('А123ВС77')).toBe('А\u202f123\u202fВС\u202f77');
    expect(formatPlate('1234АВ5')).toBe('1234АВ5');
  });

  it('keeps a count with its line: « × 4» that cannot break, nothing for one', () => {
    expect(formatQuantity(4)).toBe('\u00a0×\u00a04');
    expect(formatQuantity(1)).toBe('');
  });
});

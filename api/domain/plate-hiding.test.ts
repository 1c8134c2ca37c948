import { describe, expect, it } from 'vitest';
import { hidePlate } from './plate-hiding';

describe('a plate on the customer page', () => {
  it('keeps the first letter, the last letters and the region of a Russian plate', () => {
    expect(hidePlate('А123ВС77')).toBe('А***ВС 77');
    expect(hidePlate('К456МР199')).toBe('К***МР 199');
  });
  it('hides the middle of any other plate', () => {
    expect(hidePlate('AB 1234')).toBe('A***34');
    expect(hidePlate('12345678')).toBe('1*****78');
    expect(hidePlate('XY1')).toBe('X**');
    // Four characters would show three with the last two kept: only the first is.
    expect(hidePlate('AB12')).toBe('A***');
    expect(hidePlate('AB123')).toBe('A**23');
  });
  it('never shows the digits of a Russian plate', () => {
    expect(hidePlate('Е777ЕЕ777')).not.toMatch(/\d{3}[А-Я]/);
  });
});

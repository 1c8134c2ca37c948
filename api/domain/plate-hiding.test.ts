import { describe, expect, it } from 'vitest';
import { hidePlate } from './plate-hiding';

describe('a plate on the customer page', () => {
  it('keeps the first letter, the last letters and the region of a Russian plate', () => {
    expect(hidePlate('А123ВС77')).toBe('А***ВС 77');
    expect(hidePlate('К456МР199')).toBe('К***МР 199');
  });
  it('hides the middle of any other plate, showing less than half of it', () => {
    expect(hidePlate('AB 1234')).toBe('A*****');
    expect(hidePlate('12345678')).toBe('1*****78');
    expect(hidePlate('ABC1234')).toBe('A****34');
    // Up to six characters only the first is kept: the last two would show half of them or more.
    expect(hidePlate('ABC123')).toBe('A*****');
    expect(hidePlate('AB123')).toBe('A****');
    expect(hidePlate('AB12')).toBe('A***');
    expect(hidePlate('XY1')).toBe('X**');
    // Separators are not characters to hide behind.
    expect(hidePlate('X-123')).toBe('X***');
    expect(hidePlate('AB-12.3')).toBe('A****');
    // One or two characters show nothing.
    expect(hidePlate('A')).toBe('*');
    expect(hidePlate('AB')).toBe('**');
    expect(hidePlate('')).toBe('');
  });
  it('never shows half of a plate that is not Russian', () => {
    for (const plate of ['A', 'AB', 'ABC', 'AB12', 'AB123', 'ABC123', 'ABC1234', 'ABCD12345', 'A-B-C-1-2']) {
      const chars = plate.replace(/[\s\-_.]+/g, '').length;
      const shown = [...hidePlate(plate)].filter((c) => c !== '*').length;
      expect(shown * 2, plate).toBeLessThan(Math.max(chars, 1));
    }
  });
  it('never shows the digits of a Russian plate', () => {
    expect(hidePlate('Е777ЕЕ777')).not.toMatch(/\d{3}[А-Я]/);
  });
});

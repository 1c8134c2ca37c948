import { describe, expect, it } from 'vitest';
import { typedValues } from './typed-values';

describe('typedValues', () => {
  const refused = {
    ok: false as const,
    error: 'Не больше 100',
    reply: {
      status: 'error' as const,
      initialValue: { name: 'Иван', percent: '101', active: 'on' },
      error: { percent: ['Не больше 100'] },
    },
  };

  it('shows what a refused form carried, a cleared field empty, and a checkbox as it was sent', () => {
    const { shown, checked } = typedValues(refused);
    expect(shown('name', 'Пётр')).toBe('Иван');
    expect(shown('percent', 30)).toBe('101');
    expect(shown('note', 'сохранённая')).toBe('');
    expect(checked('active', false)).toBe(true);
    expect(checked('paused', true)).toBe(false);
  });

  it('shows what is saved after a success or before any answer', () => {
    for (const result of [undefined, { ok: true as const, reply: { status: 'success' as const, initialValue: { name: 'Иван' } } }]) {
      const { shown, checked, typed } = typedValues(result);
      expect(typed).toBeUndefined();
      expect(shown('name', 'Пётр')).toBe('Пётр');
      expect(checked('active', true)).toBe(true);
    }
  });
});

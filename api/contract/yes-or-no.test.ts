import { describe, expect, it } from 'vitest';
import { checkbox, optionalBoolean } from './fields';

/** A yes/no field reads what forms, query strings and JSON send, and says what it wants of anything else. */
describe('a yes/no field', () => {
  it('reads a ticked box, true and 1 as yes; an unticked box, false and 0 as no', () => {
    for (const yes of [true, 'on', 'true', '1']) expect(checkbox.parse(yes), String(yes)).toBe(true);
    for (const no of [undefined, false, 'false', '0']) expect(checkbox.parse(no), String(no)).toBe(false);
    expect(optionalBoolean.parse('1')).toBe(true);
    expect(optionalBoolean.parse(undefined)).toBeUndefined();
  });

  it('refuses anything else in Russian, naming what it takes', () => {
    for (const field of [checkbox, optionalBoolean])
      for (const bad of ['yes', 2, 'да', null]) {
        const result = field.safeParse(bad);
        expect(result.success, String(bad)).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('ожидалось да или нет: true или false');
      }
  });
});

import { describe, expect, it } from 'vitest';
import { messageTextSchema } from '#contract/messages';
import { decodeError, formatFormErrors } from './form-errors';

describe('a rule of the contract said under its field', () => {
  it('keeps the values its sentence names: the unknown variable, the count', () => {
    const unknown = messageTextSchema.safeParse('Готово, {имя}!');
    expect(unknown.success).toBe(false);
    expect(decodeError(formatFormErrors(unknown.error!.issues)[0]!)).toEqual({
      key: 'validation.messageVariable',
      params: { name: 'имя' },
    });
    const repeated = messageTextSchema.safeParse('{link} {link} {link}');
    expect(decodeError(formatFormErrors(repeated.error!.issues)[0]!)).toEqual({
      key: 'validation.messageRepeated',
      params: { name: 'link', n: 2 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './validate';

/** What a refused input says, as the API's `details` carry it. */
function said(schema: z.ZodType, input: unknown): string {
  try {
    parseInput(schema, input);
  } catch (refusal) {
    return (refusal as { params: { issues: string } }).params.issues;
  }
  throw new Error('the input was taken');
}

describe('input refused at the edge', () => {
  it('says lengths, list sizes and number bounds in Russian, with no English type names', () => {
    const body = z.object({
      name: z.string().min(2).max(3),
      note: z.string().min(1),
      lines: z.array(z.number()).min(1).max(2),
      percent: z.number().min(0).max(100),
      share: z.number().gt(0),
    });
    expect(said(body, { name: 'abcdefghijk', note: '', lines: [], percent: 101, share: 0 })).toBe(
      'name: не длиннее 3 символов; note: не может быть пустым; lines: список не может быть пустым; percent: не больше 100; ' +
        'share: больше 0',
    );
    expect(said(body, { name: 'a', note: 'x', lines: [1, 2, 3], percent: -1, share: 1 })).toBe(
      'name: не короче 2 символов; lines: в списке не больше 2 элементов; percent: не меньше 0',
    );
    expect(said(z.object({ code: z.string().length(21) }), { code: 'x' })).toBe('code: не короче 21 символа');
    expect(said(z.object({ ids: z.array(z.number()).max(1) }), { ids: [1, 2] })).toBe('ids: в списке не больше 1 элемента');
  });

  it('keeps a message the schema gives itself', () => {
    expect(said(z.object({ quantity: z.number().max(99, 'не больше 99') }), { quantity: 100 })).toBe('quantity: не больше 99');
  });
});

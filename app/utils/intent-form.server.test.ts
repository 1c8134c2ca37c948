import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { id, percent, quantity } from '#contract/fields';
import { flatFields, invalidForm, parseIntentForm } from './intent-form.server';
import { encodeError } from './form-errors';

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('parseIntentForm: a posted form read by conform with the contract’s fields', () => {
  it('drops names conform would read as paths, so a few bytes cannot build a giant array', () => {
    const flat = flatFields(
      form([
        ['login[100000000]', 'x'],
        ['a.b', 'y'],
        ['__proto__', 'z'],
        ['login', 'master'],
      ]),
    );
    expect([...flat.keys()]).toEqual(['__proto__', 'login']);
    const submission = parseIntentForm(
      form([
        ['item[100000000]', '5'],
        ['intent', 'mark'],
      ]),
      z.object({ intent: z.literal('mark'), item: id }),
    );
    expect(submission.status).toBe('error');
    // The reply carries no trace of the array it would have built.
    expect(JSON.stringify(submission.reply()).length).toBeLessThan(500);
  });

  it('answers a number out of range in numbers, not in characters', () => {
    const submission = parseIntentForm(form([['percent', '101']]), z.object({ percent }));
    const result = invalidForm(submission);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.reply?.error?.percent).toEqual(['i18n:validation.atMost?{"max":"100"}']);
  });

  it('asks for a whole number, not for the field, when a fraction is typed where a whole one is due', () => {
    const submission = parseIntentForm(form([['percent', '2.5']]), z.object({ percent }));
    expect(invalidForm(submission)).toMatchObject({ ok: false, error: 'i18n:validation.wholeNumber' });
  });

  it('reads a number of a form in decimal digits, a minus before them or not: not what Number() would also read', () => {
    const schema = z.object({ id, quantity, percent });
    const ok = parseIntentForm(
      form([
        ['id', '16'],
        ['quantity', '2'],
        ['percent', '0'],
      ]),
      schema,
    );
    expect(ok.status === 'success' ? ok.value : ok.error).toEqual({ id: 16, quantity: 2, percent: 0 });
    for (const wrong of ['0x10', '1e1', '+2', '2.0', '٣', 'Infinity']) {
      const submission = parseIntentForm(
        form([
          ['id', wrong],
          ['quantity', wrong],
          ['percent', wrong],
        ]),
        schema,
      );
      expect(submission.status, wrong).toBe('error');
      expect(Object.keys(invalidForm(submission).reply.error ?? {}).sort(), wrong).toEqual(['id', 'percent', 'quantity']);
      expect(invalidForm(submission).error, wrong).toBe('i18n:validation.wholeNumber');
    }
    // Rules of a screen's own form built on the contract's whole numbers read the same way.
    const sort = parseIntentForm(form([['sort', '0x10']]), z.object({ sort: z.number().int().min(0).max(9999).default(0) }));
    expect(sort.status).toBe('error');
    // A negative whole number is one: the person is told the bound, not to type a whole number.
    const negative = parseIntentForm(form([['sort', ' -1 ']]), z.object({ sort: z.number().int().min(0).max(9999).default(0) }));
    expect(invalidForm(negative).error).toBe(encodeError('validation.atLeast', { min: '0' }));
    expect(parseIntentForm(form([['sort', '--1']]), z.object({ sort: z.number().int().min(0) })).status).toBe('error');
    // An id is above 0: its bound is said as such, for 0 as for -1.
    for (const wrong of ['0', '-1']) {
      const below = parseIntentForm(form([['id', wrong]]), z.object({ id }));
      expect(invalidForm(below).error, wrong).toBe(encodeError('validation.moreThan', { min: '0' }));
    }
    // «-0» is 0, not JavaScript's -0.
    const minusZero = parseIntentForm(form([['percent', '-0']]), z.object({ percent }));
    expect(minusZero.status === 'success' && Object.is(minusZero.value.percent, 0)).toBe(true);
  });

  it('says «required» for an emptied required field', () => {
    const submission = parseIntentForm(form([['comment', '']]), z.object({ comment: z.string().trim().min(1) }));
    expect(invalidForm(submission)).toMatchObject({ ok: false, error: 'i18n:validation.required' });
  });
});

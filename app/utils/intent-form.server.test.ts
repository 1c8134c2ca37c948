import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { id, percent } from '#contract/fields';
import { flatFields, invalidForm, parseIntentForm } from './intent-form.server';

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('parseIntentForm: a posted form read by conform with the contract’s fields', () => {
  it('drops names conform would read as paths, so a few bytes cannot build a giant array', () => {
    const flat = flatFields(form([['login[100000000]', 'x'], ['a.b', 'y'], ['__proto__', 'z'], ['login', 'master']]));
    expect([...flat.keys()]).toEqual(['__proto__', 'login']);
    const submission = parseIntentForm(form([['item[100000000]', '5'], ['intent', 'mark']]), z.object({ intent: z.literal('mark'), item: id }));
    expect(submission.status).toBe('error');
    // The reply carries no trace of the array it would have built.
    expect(JSON.stringify(submission.reply()).length).toBeLessThan(500);
  });

  it('answers a number out of range in numbers, not in characters', () => {
    const submission = parseIntentForm(form([['percent', '101']]), z.object({ percent }));
    const result = invalidForm(submission);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.reply?.error?.percent).toEqual(['i18n:validation.atMost?{"max":100}']);
  });

  it('asks for a whole number, not for the field, when a fraction is typed where a whole one is due', () => {
    const submission = parseIntentForm(form([['percent', '2.5']]), z.object({ percent }));
    expect(invalidForm(submission)).toMatchObject({ ok: false, error: 'i18n:validation.wholeNumber' });
  });

  it('says «required» for an emptied required field', () => {
    const submission = parseIntentForm(form([['comment', '']]), z.object({ comment: z.string().trim().min(1) }));
    expect(invalidForm(submission)).toMatchObject({ ok: false, error: 'i18n:validation.required' });
  });
});

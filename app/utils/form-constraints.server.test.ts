import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { comment, id, phoneInput } from '#contract/fields';
import { loginRequestSchema } from '#contract/auth';
import { constraintOf } from './form-constraints.server';

describe('constraintOf: the HTML limits a form gets from its schema', () => {
  it('gives the contract fields their lengths, also when optional', () => {
    const constraint = constraintOf(z.object({ phone: phoneInput.optional(), comment: comment.optional() }));
    expect(constraint.phone).toEqual({ required: false, maxLength: 30 });
    expect(constraint.comment).toEqual({ required: false, maxLength: 1000 });
  });

  it('keeps what conform found (required) beside the lengths', () => {
    const constraint = constraintOf(loginRequestSchema);
    expect(constraint.login?.required).toBe(true);
    expect(constraint.login?.maxLength).toBeGreaterThan(0);
  });

  it('reads number bounds', () => {
    expect(constraintOf(z.object({ n: z.number().int().min(1).max(99) })).n).toMatchObject({ min: 1, max: 99 });
  });

  it('reads the length of a string of a format (an e-mail)', () => {
    expect(constraintOf(z.object({ email: z.email().max(254).optional() })).email).toEqual({ required: false, maxLength: 254 });
  });

  it('starts a whole number above an exclusive bound at the next one (an id is 1 or more)', () => {
    expect(constraintOf(z.object({ id })).id).toMatchObject({ min: 1 });
    expect(constraintOf(z.object({ n: z.number().int().gte(0) })).n).toMatchObject({ min: 0 });
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { comment, phoneInput } from '#contract/fields';
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
});

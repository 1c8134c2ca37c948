import { describe, expect, it } from 'vitest';
import { encodeError } from '~/utils/form-errors';
import { lapsedDaysOf } from './owner-clients.server';

const asked = (query: string) => lapsedDaysOf(new URL(`http://shop.test/owner/clients${query}`));

/** «Не приходили, дней» read from the address: what the contract takes is used, what it refuses is said. */
describe('the days of the lapsed clients', () => {
  it('takes the days typed within the bounds, and 90 when none are asked', () => {
    expect(asked('?lapsed_days=14')).toEqual({ days: 14 });
    expect(asked('?lapsed_days=3650')).toEqual({ days: 3650 });
    expect(asked('')).toEqual({ days: 90 });
    expect(asked('?lapsed_days=')).toEqual({ days: 90 });
  });

  it('shows 90 days for a number it refuses, and keeps the number typed with its bound', () => {
    expect(asked('?lapsed_days=5')).toEqual({ days: 90, refused: { typed: '5', error: encodeError('validation.atLeast', { min: '14' }) } });
    expect(asked('?lapsed_days=4000')).toEqual({
      days: 90,
      refused: { typed: '4000', error: encodeError('validation.atMost', { max: '3\u202f650' }) },
    });
    // Read as a form's whole number: a minus is a number below the least, not text.
    expect(asked('?lapsed_days=-5')).toEqual({
      days: 90,
      refused: { typed: '-5', error: encodeError('validation.atLeast', { min: '14' }) },
    });
    expect(asked('?lapsed_days=1e2')).toEqual({ days: 90, refused: { typed: '1e2', error: encodeError('validation.wholeNumber') } });
  });
});

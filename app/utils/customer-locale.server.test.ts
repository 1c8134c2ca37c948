import { describe, expect, it } from 'vitest';
import { isCustomerPath } from './customer-locale.server';

describe('isCustomerPath', () => {
  it('knows the customers’ three pages, with or without a closing slash', () => {
    for (const path of ['/o/AbC_-123', '/o/AbC_-123/', '/b/xyz', '/book', '/book/']) expect(isCustomerPath(path), path).toBe(true);
  });

  it('knows them however the router would still match them: case, escaped letters, an escaped slash in the token', () => {
    for (const path of ['/O/AbC', '/%6F/AbC', '/B/xyz', '/BOOK', '/Book/', '/book//', '/%62ook', '/o/AbC%2Fx'])
      expect(isCustomerPath(path), path).toBe(true);
  });

  it('takes nothing longer or shorter under their prefixes, nor a staff page that starts alike', () => {
    const staff = [
      '/o/',
      '/o',
      '/o/a/b',
      '/b/a/b',
      '/b/',
      '/bookings',
      '/bookings/new',
      '/booking',
      '/book/x',
      '/owner/prices',
      '//o/AbC',
      '/o//AbC',
      '/',
    ];
    for (const path of staff) expect(isCustomerPath(path), path).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { idParam } from './id-param.server';

describe('an id in a page address', () => {
  it('is decimal digits: /cashier/task/1e1 is no page, not order 10', () => {
    expect(idParam('10')).toBe(10);
    for (const wrong of ['1e1', '0x10', '10.0', ' 10', '+10', '-1', '0', 'true', '', undefined, '99999999999']) {
      let thrown: unknown;
      try {
        idParam(wrong);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, String(wrong)).toBeInstanceOf(Response);
      expect((thrown as Response).status, String(wrong)).toBe(404);
    }
  });
});

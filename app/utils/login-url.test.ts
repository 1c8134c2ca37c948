import { describe, expect, it } from 'vitest';
import { loginUrl } from './login-url';

const at = (path: string) => loginUrl(new Request(`http://shop.local${path}`));

describe('loginUrl: where a person signs in and comes back to', () => {
  it('comes back to the page itself, not to its data request or form post', () => {
    expect(at('/master/task/12.data')).toBe('/log_in?redirectTo=%2Fmaster%2Ftask%2F12');
    expect(at('/master/tasks/new.data?order=5&index')).toBe('/log_in?redirectTo=%2Fmaster%2Ftasks%2Fnew%3Forder%3D5');
    expect(at('/cashier/task/7?_data=routes%2F_app.cashier.task.%24orderId')).toBe('/log_in?redirectTo=%2Fcashier%2Ftask%2F7');
  });

  it('has nothing to come back to from the home page or the sign-in page', () => {
    expect(at('/')).toBe('/log_in');
    expect(at('/_root.data')).toBe('/log_in');
    expect(at('/log_in?redirectTo=%2Fx')).toBe('/log_in');
    expect(at('/resources/wizard-quote?order=5&lines=%5B%5D')).toBe('/log_in');
  });
});

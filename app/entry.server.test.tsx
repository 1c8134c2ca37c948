import type { AppLoadContext } from '@remix-run/node';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router';
import { afterEach, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';

/** What the server writes to its error output of a request's failure. */
const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => written.mockClear());
/** handleError reads only the request; the rest of a route's arguments stand by. */
const args = (path: string) => ({
  request: new Request(`http://localhost${path}`, { method: 'OPTIONS' }),
  params: {},
  context: {} as AppLoadContext,
});
/** A refusal as Remix makes it itself (`internal`), with the error behind it. */
const refusal = (status: number, text: string, message: string) => new ErrorResponseImpl(status, text, new Error(message), true);

it('writes nothing of a request Remix refuses itself: no page there, or a method the page does not take', () => {
  handleError(refusal(404, 'Not Found', 'No route matches URL "/wp-login.php"'), args('/wp-login.php'));
  handleError(
    refusal(405, 'Method Not Allowed', 'You made an OPTIONS request to "/log_in" but did not provide an `action`'),
    args('/log_in'),
  );
  expect(written).not.toHaveBeenCalled();
});

it("writes the server's own failures with their stack, without a customer's link", () => {
  const token = 'Q7pX2mK9vT4rW8sL1nB6cD3f';
  handleError(new Error(`the database went away reading /o/${token}`), args(`/o/${token}`));
  expect(written).toHaveBeenCalledTimes(1);
  const first = String(written.mock.calls[0]![0]);
  expect(first).toContain('the database went away reading /o/[redacted]');
  expect(first).toContain('entry.server.test.tsx');
  expect(first).not.toContain(token);
  handleError(refusal(500, 'Internal Server Error', 'a loader threw'), args('/x'));
  expect(String(written.mock.calls[1]![0])).toContain('Error: a loader threw');
});

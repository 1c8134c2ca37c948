import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router';
import { expect, it } from 'vitest';
import { mayPass, unreachable } from './use-retry-after-failure';

const answered = (status: number) => new ErrorResponseImpl(status, '', 'said');

it('retries what may pass: no answer, a 5xx, an exception on the server', () => {
  expect(mayPass(new TypeError('Failed to fetch'))).toBe(true);
  expect(mayPass(answered(502))).toBe(true);
  expect(mayPass(answered(503))).toBe(true);
  expect(mayPass(answered(500))).toBe(true);
  expect(mayPass(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
  expect(mayPass(new TypeError('Load failed'))).toBe(true);
  // A proxy's 502 page or a plain-text 500 in place of the page's data.
  expect(mayPass(new Error('Unable to decode turbo-stream response from URL: http://wash.local/display.data'))).toBe(true);
  expect(mayPass(new Error('Unexpected Server Error'))).toBe(true);
});

it('does not retry a refusal, nor a mistake of the page while drawing', () => {
  for (const status of [400, 403, 404, 409, 429]) expect(mayPass(answered(status)), String(status)).toBe(false);
  expect(mayPass(new TypeError("Cannot read properties of undefined (reading 'plate')"))).toBe(false);
  expect(mayPass(new Error('Minified React error #418'))).toBe(false);
  expect(mayPass(new RangeError('Invalid time value'))).toBe(false);
});

it('says a lost connection when nothing answered, not when the server failed inside', () => {
  expect(unreachable(new TypeError('Failed to fetch'))).toBe(true);
  expect(unreachable(answered(502))).toBe(true);
  expect(unreachable(new Error('Unable to decode turbo-stream response from URL: http://wash.local/display.data'))).toBe(true);
  expect(unreachable(answered(500))).toBe(false);
  expect(unreachable(new Error('Unexpected Server Error'))).toBe(false);
  expect(unreachable(answered(404))).toBe(false);
});

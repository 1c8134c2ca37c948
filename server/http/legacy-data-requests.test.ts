import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { refuseLegacyDataRequests } from './legacy-data-requests';

/** What the middleware did with a GET of `url`: passed it on, or answered it. */
function get(url: string) {
  const req = { method: 'GET', url, headers: {} } as unknown as IncomingMessage;
  const answer = { status: 0, body: '' };
  const res = {
    set statusCode(status: number) {
      answer.status = status;
    },
    setHeader: () => undefined,
    end: (body: string) => (answer.body = body),
  } as unknown as ServerResponse;
  let passed = false;
  refuseLegacyDataRequests()(req, res, () => (passed = true));
  return passed ? 'passed' : answer;
}

describe('?_data requests', () => {
  it('are refused as a wrong address before Remix, which would log a stack for each', () => {
    expect(get('/log_in?_data=root')).toEqual({ status: 400, body: 'Неверный адрес страницы: проверьте ссылку.' });
    expect(get('/cashier/task/7?x=1&_data=routes%2F_app')).toEqual({ status: 400, body: 'Неверный адрес страницы: проверьте ссылку.' });
    // A second «?» is part of the query for Remix too.
    expect(get('/log_in?a=b?&_data=root')).toEqual({ status: 400, body: 'Неверный адрес страницы: проверьте ссылку.' });
  });

  it('leave pages, their single-fetch data and other queries alone', () => {
    expect(get('/log_in')).toBe('passed');
    expect(get('/cashier/task/7.data')).toBe('passed');
    expect(get('/master/tasks/all?page=2&my_data=1')).toBe('passed');
  });
});

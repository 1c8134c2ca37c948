import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiUnavailableError, isApiUnavailable } from '#contract/transport';
import { httpTransport } from './remote-api';

// A stand-in for a remote product API: it answers what it was asked, as an envelope.
let seen: IncomingMessage | undefined;
let seenBody = '';
const server = createServer((req, res) => {
  seen = req;
  seenBody = '';
  req.on('data', (chunk: Buffer) => (seenBody += chunk.toString()));
  req.on('end', () => {
    const refused = req.url?.startsWith('/api/v1/order/pay');
    res.writeHead(refused ? 429 : 200, { 'Content-Type': 'application/json', ...(refused ? { 'Retry-After': '30' } : {}) });
    res.end(
      JSON.stringify(
        refused ? { result: 'error', code: 'too_many_attempts', details: 'Подождите' } : { result: 'ok', data: { url: req.url } },
      ),
    );
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP way to a remote product API (PRODUCT_API_URL)', () => {
  it('sends the call as the API expects it: path, query, bearer token, body, the visitor and the idempotency key', async () => {
    const call = httpTransport(base);
    const got = await call({ method: 'GET', path: 'order/list', query: { status: 'waiting', search: '', page: 2 }, token: 't0ken' });
    expect(got).toMatchObject({ status: 200, body: { result: 'ok', data: { url: '/api/v1/order/list?status=waiting&page=2' } } });
    expect(seen?.headers.authorization).toBe('Bearer t0ken');

    const refused = await call({
      method: 'POST',
      path: '/order/pay',
      body: { order_id: 1, sum: 10 },
      meta: { clientAddress: '203.0.113.9', idempotencyKey: 'key-of-the-payment' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body).toMatchObject({ code: 'too_many_attempts' });
    expect(JSON.parse(seenBody)).toEqual({ order_id: 1, sum: 10 });
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen?.headers['idempotency-key']).toBe('key-of-the-payment');
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('says the API is unreachable rather than failing with a network error', async () => {
    const nowhere = httpTransport('http://127.0.0.1:1/api/v1');
    await expect(nowhere({ method: 'GET', path: 'session' })).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it('is told unreachable by the web app, whose build carries its own copy of the error class', async () => {
    const nowhere = httpTransport('http://127.0.0.1:1/api/v1');
    const thrown = await nowhere({ method: 'GET', path: 'session' }).catch((err: unknown) => err);
    // As the web app's build sees it: an error of the same name, not of its own class.
    class OtherCopy extends Error {
      override name = 'ApiUnavailableError';
    }
    expect(isApiUnavailable(thrown)).toBe(true);
    expect(isApiUnavailable(new OtherCopy('unreachable'))).toBe(true);
    expect(isApiUnavailable(new Error('another failure'))).toBe(false);
  });
});

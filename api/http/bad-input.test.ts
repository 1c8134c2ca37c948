import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../contract/envelope';
import { startTestApi, testApiFixture } from '../test/test-api';

const ctx = testApiFixture();

/** The rules of bad input (docs/reliability.md 'Bad input'): every refusal is the error envelope with a 4xx status. */
describe('bad input at the API edge', () => {
  it('answers malformed JSON with 400 and Russian details', async () => {
    const res = await ctx.api.call('POST', 'login', { raw: '{"login": "x", ' });
    expect(res.status).toBe(400);
    expect(errorEnvelopeSchema.parse(res.body).details).toBe('Тело запроса не является корректным JSON');
  });

  it('answers wrong types and missing fields with 400 naming the field', async () => {
    const wrongType = await ctx.post('login', { login: 42, password: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details).toBe('login: неверный тип: ожидалась строка');
    const missing = await ctx.post('login', { login: 'someone' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toBe('password: обязательное поле');
    const notAnObject = await ctx.post('register', ['a']);
    expect(notAnObject.status).toBe(400);
    const noBody = await ctx.post('login');
    expect(noBody.status).toBe(400);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await ctx.get('no-such-call');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(errorEnvelopeSchema.parse(res.body).details).toMatch(/не найден/);
  });

  it('answers a missing or bad token with 401 and a wrong role with 403', async () => {
    expect((await ctx.get('get-order-stats')).status).toBe(401);
    const cashier = await ctx.api.signInAs('cashier');
    const res = await ctx.api.call('GET', 'get-order-stats', { token: cashier });
    expect(res.status).toBe(403);
    expect(res.body.details).toBe('Недостаточно прав для этого действия');
  });

  it('answers too large a body with 413', async () => {
    const res = await ctx.post('login', { login: 'x'.repeat(200_000), password: 'y' });
    expect(res.status).toBe(413);
  });

  it('answers 413 from the declared length before the body comes, and hangs up rather than read it', async () => {
    const { head, closed } = await rawRequest(
      ctx.api.url,
      ['POST /api/v1/login HTTP/1.1', 'Content-Type: application/json', `Content-Length: ${50 * 1024 * 1024}`],
      '{"login": "',
    );
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(head).toContain('"code":"request_too_large"');
    // Nothing more was sent: the server closed the connection instead of waiting for 50 MB.
    expect(closed).toBe(true);
  });

  it('answers 411 to a body without a length, which could run on without end, and hangs up', async () => {
    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    const { head, closed } = await rawRequest(
      ctx.api.url,
      ['POST /api/v1/login HTTP/1.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked'],
      chunk.repeat(3),
    );
    expect(head).toMatch(/^HTTP\/1\.1 411 /);
    expect(head).toContain('"code":"length_required"');
    expect(closed).toBe(true);
  });

  it('answers a body that is not JSON with 415, and one without a body as an empty one', async () => {
    const form = await ctx.api.call('POST', 'login', {
      raw: 'login=x&password=y',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({
      result: 'error',
      code: 'unsupported_media_type',
      details: 'Тело запроса должно быть JSON (Content-Type: application/json)',
    });
    const text = await ctx.api.call('POST', 'login', { raw: '{"login":"x","password":"y"}', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    // JSON with its charset is JSON; a POST with no body at all reads as an empty one.
    const json = await ctx.api.call('POST', 'login', {
      raw: '{"login":"x","password":"y"}',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(401);
    const signedIn = await ctx.api.signInAs('cashier');
    const bare = await fetch(`${ctx.api.url}/logout`, { method: 'POST', headers: { Authorization: `Bearer ${signedIn}` } });
    expect(bare.status).toBe(200);
  });
});

/**
 * One request written by hand on a socket, its body cut short or unending: the head of the
 * answer, and whether the server closed the connection within two seconds.
 */
async function rawRequest(url: string, lines: string[], body: string): Promise<{ head: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (received += text));
  socket.on('error', () => undefined);
  const ended = new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), 2_000);
  });
  socket.write([...lines, `Host: ${hostname}:${port}`, '', body].join('\r\n'));
  const closed = await ended;
  socket.destroy();
  return { head: received, closed };
}

describe('an unexpected error', () => {
  it('is a 500 JSON with a request id and no stack, and the stack is logged', async () => {
    const broken = await startTestApi();
    const token = await broken.signInAs('master');
    // A real fault: the database goes away under the running API.
    await broken.database.close();
    const res = await broken.call('GET', 'user', { token });
    expect(res.status).toBe(500);
    const body = errorEnvelopeSchema.parse(res.body);
    expect(body.details).toMatch(/Внутренняя ошибка сервера/);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
    const logged = broken.logs.find((l) => l.msg === 'unexpected error in the product API');
    expect(logged).toBeDefined();
    expect(String((logged?.err as { stack?: string })?.stack)).toMatch(/\n\s+at /);
    // The database is already closed; only the HTTP server is left to stop.
    await broken.close().catch(() => undefined);
  });
});

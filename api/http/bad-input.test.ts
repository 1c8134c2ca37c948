import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../contract/envelope';
import { startTestApi, testApiFixture } from '../test/test-api';

const ctx = testApiFixture();

/** The rules of issue 2 'Bad input': every refusal is the error envelope with a 4xx status. */
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
});

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

import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okOnlySchema } from '../contract/envelope';
import type { Db } from '../db/database';
import { invalid } from '../domain/refusal';
import { compilePath, createPipeline } from './pipeline';
import { defineCall } from './registry';

// Public calls only: these never reach the database.
const noDb = {} as Db;
const silent = pino({ level: 'silent' });

function pipelineWith(onChange: () => void) {
  const echo = defineCall({
    method: 'post',
    path: '/echo/:id(\\d+)',
    summary: 'test',
    roles: 'public',
    params: z.object({ id: z.coerce.number() }),
    query: z.object({ tag: z.string().optional() }),
    body: z.object({ text: z.string(), at: z.string().optional() }),
    answer: okOnlySchema,
    handler: ({ params, query, body }) => {
      if (body.text === 'no') throw invalid('invalid_input', { issues: 'text' });
      return { data: { id: params.id, text: body.text, at: body.at, tag: query.tag } };
    },
  });
  return createPipeline([echo], { db: noDb, logger: silent, onChange });
}

describe('the in-process way into the pipeline', () => {
  it('finds the call by method and path, parses its parts, and wakes the live layer after a change only', async () => {
    let changes = 0;
    const { invoke } = pipelineWith(() => (changes += 1));
    const answer = await invoke({ method: 'POST', path: 'echo/42', body: { text: 'привет', at: new Date(Date.UTC(2026, 10, 24)) } });
    // JSON crosses, as over HTTP: the Date arrives as its string.
    expect(answer).toEqual({ status: 200, headers: {}, body: { result: 'ok', data: { id: 42, text: 'привет', at: '2026-11-24T00:00:00.000Z' } } });
    expect(changes).toBe(1);

    expect((await invoke({ method: 'POST', path: 'echo/42', body: { text: 'no' } })).status).toBe(400);
    expect((await invoke({ method: 'POST', path: 'echo/42', body: {} })).status).toBe(400);
    expect(changes).toBe(1);
  });

  it('reads a query written into the path, as a URL would carry it', async () => {
    const { invoke } = pipelineWith(() => undefined);
    const answer = await invoke({ method: 'POST', path: 'echo/7?tag=%D0%B4%D0%B0', body: { text: 'body' } });
    expect(answer.body).toMatchObject({ result: 'ok', data: { id: 7, tag: 'да' } });
  });

  it('answers an unknown call and too large a body as the HTTP way does', async () => {
    const { invoke } = pipelineWith(() => undefined);
    expect(await invoke({ method: 'GET', path: 'echo/42' })).toMatchObject({ status: 404, body: { code: 'unknown_call' } });
    expect(await invoke({ method: 'POST', path: 'echo/forty-two', body: { text: 'x' } })).toMatchObject({ status: 404 });
    expect(await invoke({ method: 'POST', path: 'echo/1', body: { text: 'x'.repeat(101 * 1024) } })).toMatchObject({ status: 413, body: { code: 'request_too_large' } });
  });
});

describe('compilePath', () => {
  it('matches Express paths: parameters, their patterns, any case, one trailing slash', () => {
    const order = compilePath('/order/:id(\\d+)');
    expect(order.match('/order/17')).toEqual({ id: '17' });
    expect(order.match('/ORDER/17/')).toEqual({ id: '17' });
    expect(order.match('/order/17x')).toBeUndefined();
    expect(order.match('/order/17/items')).toBeUndefined();
    expect(compilePath('/service-list/:type').match('/service-list/%D0%BC')).toEqual({ type: 'м' });
    expect(compilePath('/service-list/:type').match('/service-list/%E0%A4%A')).toBeUndefined();
  });
});

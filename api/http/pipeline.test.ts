import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okEnvelope } from '../contract/envelope';
import type { Db } from '../db/database';
import { invalid } from '../domain/refusal';
import { compilePath, createPipeline } from './pipeline';
import { defineCall } from './registry';

// Public calls only: these never reach the database.
const noDb = {} as Db;
const silent = pino({ level: 'silent' });

const echoShape = {
  method: 'post',
  path: '/echo/:id(\\d+)',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ tag: z.string().optional() }),
  body: z.object({ text: z.string(), at: z.string().optional() }),
  answer: okEnvelope(z.object({ id: z.number(), text: z.string(), at: z.string().optional(), tag: z.string().optional() })),
} as const;

function pipelineWith(onChange: () => void, options: { checkAnswers?: boolean; answer?: unknown } = {}) {
  const echo = defineCall(echoShape, {
    summary: 'test',
    roles: 'public',
    handler: ({ params, query, body }) => {
      if (body.text === 'no') throw invalid('invalid_input', { issues: 'text' });
      // A handler that breaks its contract (only the compiler stops this in real calls).
      if (body.text === 'broken') return { data: options.answer as { id: number; text: string } };
      return { data: { id: params.id, text: body.text, at: body.at, tag: query.tag } };
    },
  });
  return createPipeline([echo], { db: noDb, logger: silent, onChange, checkAnswers: options.checkAnswers });
}

describe('the in-process way into the pipeline', () => {
  it('finds the call by method and path, parses its parts, and wakes the live layer after a change only', async () => {
    let changes = 0;
    const { invoke } = pipelineWith(() => (changes += 1));
    const answer = await invoke({ method: 'POST', path: 'echo/42', body: { text: 'привет', at: new Date(Date.UTC(2026, 10, 24)) } });
    // The body crosses as JSON, as over HTTP: the Date arrives as its string. The answer is
    // the handler's own (typed by the contract), marked as coming from this process.
    expect(answer).toEqual({
      status: 200,
      headers: {},
      local: true,
      body: { result: 'ok', data: { id: 42, text: 'привет', at: '2026-11-24T00:00:00.000Z' } },
    });
    expect(changes).toBe(1);

    expect((await invoke({ method: 'POST', path: 'echo/42', body: { text: 'no' } })).status).toBe(400);
    expect((await invoke({ method: 'POST', path: 'echo/42', body: {} })).status).toBe(400);
    expect(changes).toBe(1);
  });

  it('does not wake the live layer for a POST that changes nothing a screen shows', async () => {
    let changes = 0;
    const quote = defineCall(
      { ...echoShape, path: '/quote/:id(\\d+)' },
      { summary: 'test', roles: 'public', unseen: true, handler: ({ params, body }) => ({ data: { id: params.id, text: body.text } }) },
    );
    const { invoke } = createPipeline([quote], { db: noDb, logger: silent, onChange: () => (changes += 1) });
    expect((await invoke({ method: 'POST', path: 'quote/3', body: { text: 'сколько?' } })).status).toBe(200);
    expect(changes).toBe(0);
  });

  it('reads a query written into the path, as a URL would carry it', async () => {
    const { invoke } = pipelineWith(() => undefined);
    const answer = await invoke({ method: 'POST', path: 'echo/7?tag=%D0%B4%D0%B0', body: { text: 'body' } });
    expect(answer.body).toMatchObject({ result: 'ok', data: { id: 7, tag: 'да' } });
  });

  it('leaves out a query field given as null or empty, as a URL without it', async () => {
    const { invoke } = pipelineWith(() => undefined);
    const answer = await invoke({ method: 'POST', path: 'echo/7', query: { tag: null, other: '' }, body: { text: 'body' } });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { tag?: string } }).data.tag).toBeUndefined();
  });

  it('answers an unknown call and too large a body as the HTTP way does', async () => {
    const { invoke } = pipelineWith(() => undefined);
    expect(await invoke({ method: 'GET', path: 'echo/42' })).toMatchObject({ status: 404, body: { code: 'unknown_call' } });
    expect(await invoke({ method: 'POST', path: 'echo/forty-two', body: { text: 'x' } })).toMatchObject({ status: 404 });
    expect(await invoke({ method: 'POST', path: 'echo/1', body: { text: 'x'.repeat(101 * 1024) } })).toMatchObject({
      status: 413,
      body: { code: 'request_too_large' },
    });
  });
});

describe("the live layer's way", () => {
  const counter = { method: 'get', path: '/count', answer: okEnvelope(z.object({ n: z.number() })) } as const;
  const secret = { method: 'get', path: '/secret', answer: okEnvelope(z.object({ n: z.number() })) } as const;
  const pipeline = createPipeline(
    [
      defineCall(counter, { summary: 'test', roles: ['master'], live: true, handler: () => ({ data: { n: 7 } }) }),
      defineCall(secret, { summary: 'test', roles: ['master'], handler: () => ({ data: { n: 1 } }) }),
    ],
    { db: noDb, logger: silent },
  );

  it('reads a call marked live as the process, with no token, and nothing else', async () => {
    expect(await pipeline.invokeAsProcess({ method: 'GET', path: 'count' })).toMatchObject({ status: 200, body: { data: { n: 7 } } });
    expect(await pipeline.invokeAsProcess({ method: 'GET', path: 'secret' })).toMatchObject({ status: 403 });
    // The other ways still ask for a token (this one would need the database to check it).
    expect(await pipeline.invoke({ method: 'GET', path: 'count' })).toMatchObject({ status: 401 });
  });
});

describe('the answer check', () => {
  it('turns an answer that breaks the contract into a 500 where answers are checked, and lets a good one through', async () => {
    const checked = pipelineWith(() => undefined, { checkAnswers: true, answer: { id: 'not a number', text: 'x' } });
    expect(await checked.invoke({ method: 'POST', path: 'echo/1', body: { text: 'broken' } })).toMatchObject({
      status: 500,
      body: { code: 'internal_error' },
    });
    expect(await checked.invoke({ method: 'POST', path: 'echo/1', body: { text: 'fine' } })).toMatchObject({
      status: 200,
      body: { data: { id: 1, text: 'fine' } },
    });
    // Unchecked (production), the answer goes out as the handler made it.
    const unchecked = pipelineWith(() => undefined, { answer: { id: 'not a number', text: 'x' } });
    expect(await unchecked.invoke({ method: 'POST', path: 'echo/1', body: { text: 'broken' } })).toMatchObject({ status: 200 });
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

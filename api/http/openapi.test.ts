import { describe, expect, it } from 'vitest';
import { allCalls } from '../calls/all';
import { SCHEMA_NAMES } from '../contract/schema-names';
import { inlined, refTarget } from '../test/openapi-refs';
import { testApiFixture } from '../test/test-api';
import { statusChecker } from '../test/documented-statuses';
import { callNameOf } from './call-statuses';
import { openApiDocument, openApiPath, operationIdOf } from './openapi';

const ctx = testApiFixture();

type Responses = Record<
  string,
  { description: string; content?: Record<string, { schema: { required?: string[] } }>; headers?: Record<string, unknown> }
>;
const responsesOf = (doc: { paths: Record<string, Record<string, { responses: Responses }>> }, path: string, method: 'get' | 'post') =>
  doc.paths[path]![method]!.responses;

describe('the OpenAPI document says every status a call can answer', () => {
  it('names the refusals of each call, with the error envelope', async () => {
    const doc = (await ctx.api.call('GET', 'openapi.json')).body;
    const statuses = (path: string, method: 'get' | 'post' = 'post') => Object.keys(responsesOf(doc, path, method)).map(Number);
    expect(statuses('/login')).toEqual([200, 400, 401, 408, 411, 413, 415, 421, 429, 500]);
    expect(inlined(doc, responsesOf(doc, '/login', 'post')['429']).headers).toHaveProperty('Retry-After');
    expect(statuses('/register')).toEqual(expect.arrayContaining([403, 409, 429]));
    for (const money of ['/order/pay', '/order/refund'])
      expect(statuses(money)).toEqual(expect.arrayContaining([400, 401, 403, 404, 409, 413, 415, 422]));
    expect(statuses('/order/request-discount')).toContain(502);
    // A read with nothing to parse and open to every role: signed in or not, an unknown host, or a fault.
    expect(statuses('/session', 'get')).toEqual([200, 401, 408, 421, 500]);
    expect(statuses('/order/{id}', 'get')).toEqual([200, 400, 401, 403, 404, 408, 421, 500]);
    // Only calls with a rule to break say 409.
    expect(statuses('/owner/prices', 'get')).not.toContain(409);
    expect(statuses('/owner/service')).toContain(409);
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, { responses: Responses }>>)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        if (method === 'post') expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
        for (const [status, shared] of Object.entries(responses)) {
          const answer: Responses[string] = inlined(doc, shared);
          // 408 comes from the HTTP server itself, without a body; 421 from the host check before
          // the API, in plain text; every other refusal is the envelope.
          if (status === '408') expect(answer.content, `${status} of ${method} ${path}`).toBeUndefined();
          else if (status === '421') expect(answer.content?.['text/plain'], `${status} of ${method} ${path}`).toBeDefined();
          else if (status !== '200')
            expect(answer.content?.['application/json']?.schema.required, `${status} of ${method} ${path}`).toEqual([
              'result',
              'code',
              'details',
            ]);
        }
      }
    }
  });

  it('fails an API test whose answer has a status its call does not list', () => {
    const calls = allCalls(ctx.api.context);
    const check = statusChecker(calls, openApiDocument(calls));
    expect(check('GET', 'owner/prices', 200)).toBeUndefined();
    expect(check('GET', 'owner/prices', 409)).toMatch(/^GET owner\/prices answered 409, which the OpenAPI document does not list/);
    expect(check('POST', 'order/pay?x=1', 422)).toBeUndefined();
    expect(check('GET', '/order/17', 404)).toBeUndefined();
    // Not a call at all: the router's own 404.
    expect(check('GET', 'no-such-call', 404)).toBeUndefined();
  });
});

describe('the OpenAPI document outside clients generate from', () => {
  // Read whole by a generator or a reader's browser: about 2.2 kB a call with its examples (143 calls, 318 kB).
  it('is served in under 400 kB', async () => {
    const served = await fetch(`${ctx.api.url}/openapi.json`);
    expect(served.status).toBe(200);
    expect(Buffer.byteLength(await served.text())).toBeLessThan(400_000);
  });

  it('names every operation by its call, once', () => {
    const calls = allCalls(ctx.api.context);
    const doc = openApiDocument(calls);
    const ids = calls.map((call) => doc.paths[openApiPath(call.path)]![call.method]!.operationId);
    expect(new Set(ids).size).toBe(calls.length);
    expect(ids).toEqual(calls.map((call) => operationIdOf(callNameOf(call))));
    expect(ids).toEqual(expect.arrayContaining(['login', 'orderList', 'orderById', 'newOrderCheckPlate', 'orderPay', 'shiftCurrent']));
    expect(operationIdOf('owner/account/reset-password')).toBe('ownerAccountResetPassword');
  });

  it("refers to the contract's named shapes, each once under components", () => {
    const doc = openApiDocument(allCalls(ctx.api.context));
    const schemas = doc.components.schemas;
    // Every name the contract gives a shape (api/contract/schema-names.ts) is a component some call reaches.
    for (const [, id] of SCHEMA_NAMES) expect(Object.keys(schemas), id).toContain(id);
    const answer = (path: string, method: 'get' | 'post') =>
      (doc.paths[path]![method]!.responses[200] as { content: Record<string, { schema: { properties: { data: unknown } } }> }).content[
        'application/json'
      ]!.schema.properties.data;
    expect(answer('/order/{id}', 'get')).toEqual({ $ref: '#/components/schemas/Order' });
    expect(answer('/order/list', 'get')).toMatchObject({ properties: { orders: { items: { $ref: '#/components/schemas/OrderRow' } } } });
    expect(JSON.stringify(schemas.Order)).toContain('"#/components/schemas/Payment"');
    // Every $ref points at something, and every component is referred to.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref!);
    for (const ref of new Set(refs)) expect(refTarget(doc, ref), ref).toBeDefined();
    for (const name of Object.keys(schemas)) expect(refs, name).toContain(`#/components/schemas/${name}`);
  });
});

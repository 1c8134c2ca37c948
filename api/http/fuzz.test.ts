import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allCalls } from '../calls/all';
import type { ApiContext } from '../context';
import type { Role } from '../contract/roles';
import { ORDERS_OUT_OF_STEP_SQL } from '../orders/out-of-step';
import { createOrder, finishedOrder, startedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Fuzzing (docs/reliability.md 'Bad input'): generated payloads (wrong types, huge strings, unicode, negative and
 * enormous numbers, missing and extra fields, SQL and HTML fragments, broken JSON; since
 * since the second security round also NUL bytes, lone surrogates and odd whitespace inside text) sent to
 * every call of the product API, as a role that may call it and sometimes as one that may
 * not. No answer is a 5xx, and afterwards the database holds no impossible order.
 *
 * `npm test` runs a fixed seed and FUZZ_RUNS (8) inputs per call; the nightly mode is
 * `FUZZ_RUNS=230 npx vitest run api/http/fuzz.test.ts` (46 calls × 230 = 10,580 inputs; SOAK=1 and `npm run test:soak` too),
 * with FUZZ_SEED to replay a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.SOAK === '1' ? 230 : 8));
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const ctx = testApiFixture({
  roles: ['master', 'cashier', 'display', 'owner'],
  // Orders in every state, so that small generated ids hit real rows.
  setup: async (api, tokens) => {
    await createOrder(api, tokens.master);
    for (let i = 0; i < 3; i += 1) await startedOrder(api, tokens.master);
    await finishedOrder(api, tokens.master);
  },
  timeout: 120_000,
});

/** Values a careless or hostile client sends. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }) },
  fc.integer(),
  fc.constantFrom(0, -1, -0.01, 0.5, 100.005, 2 ** 31, -(2 ** 31), 2 ** 53, 1e308, -1e308),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\u202Eevil',
    '𝕏😀',
    'А001АА77',
    '+79161234567',
    'cash',
    'fuel',
    'yandex',
    'add',
    '5%',
    '150%',
    '1e9',
    '',
    ' ',
  ),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
  // The second security round (docs/security.md): characters the database cannot hold, and odd whitespace, inside ordinary text.
  fc
    .tuple(
      fc.constantFrom('А001АА77', 'Иван', '+79161234567', 'cash', 'comment', '10%', '5', 'master'),
      fc.constantFrom('\u0000', '\ud800', '\udfff', '\u3000', '\u00a0', '\u2028', '\ufeff', '\u200b', '\t', '\r\n', '\u0085'),
      fc.nat(12),
    )
    .map(([text, odd, at]) => `${text.slice(0, at)}${odd}${text.slice(at)}`),
  fc.constantFrom('\u0000\u0000', '\ud800', 'a\ud800b', '\udc00x', '\u3000', ' \u00a0\u2028 ', '\ufeff10'),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** The field names a schema knows (an object, a union of objects), to aim the generator. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (
    schema as unknown as { def?: { shape?: Record<string, unknown>; options?: z.ZodType[]; in?: z.ZodType; innerType?: z.ZodType } }
  ).def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  if (def.options) return [...new Set(def.options.flatMap(fieldsOf))];
  if (def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  return [];
}

/** An object with some of the known fields (any values) and perhaps unknown ones. */
function objectOf(fields: string[]): fc.Arbitrary<unknown> {
  const known = fc.record(Object.fromEntries(fields.map((f) => [f, nasty])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('extra', 'constructor', '__proto__', 'role', 'id'), nasty, { maxKeys: 2 });
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

const bodyOf = (fields: string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: objectOf(fields).map((b) => ({ json: b })) },
    { weight: 1, arbitrary: fc.anything().map((b) => ({ json: b })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"order_id": }', 'null', '[]', '"x"', '{"a":1}}', '\u0000').map((raw) => ({ raw })) },
  );

const calls = allCalls({} as ApiContext).filter(
  // Signing out would end the token every other input uses.
  (c) => c.path !== '/logout',
);

function pathOf(template: string, id: string): string {
  return template.replace(/:[a-z]+(\([^)]*\))?/gi, id).replace(/^\//, '');
}

describe('fuzzing every API call (docs/reliability.md)', () => {
  for (const call of calls) {
    it(`${call.method.toUpperCase()} ${call.path}: no 5xx`, { timeout: 300_000 }, async () => {
      const allowed = call.roles === 'public' ? [] : call.roles;
      await fc.assert(
        fc.asyncProperty(
          bodyOf(fieldsOf(call.body)),
          objectOf(fieldsOf(call.query)),
          fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.constantFrom('0', '99999999999999999999', '2147483648')),
          fc.oneof(
            { weight: 9, arbitrary: fc.constant('allowed' as const) },
            fc.constantFrom('master', 'cashier', 'display', 'owner', 'none') as fc.Arbitrary<Role | 'none'>,
          ),
          async (body, query, id, who) => {
            const role = who === 'allowed' ? allowed[0] : who === 'none' ? undefined : who;
            const search = new URLSearchParams();
            for (const [k, v] of Object.entries(query as Record<string, unknown>))
              search.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
            const path = pathOf(call.path, id) + (call.method === 'get' && [...search].length ? `?${search.toString()}` : '');
            const res = await ctx.api.call(call.method.toUpperCase(), path, {
              token: role ? ctx.tokens[role] : undefined,
              ...(call.method === 'post' ? ('raw' in body ? { raw: body.raw } : { body: body.json ?? null }) : {}),
            });
            if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  it('leaves no impossible order behind', async () => {
    const { db } = ctx.api.database;
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    // Payments and refunds add up to the order's totals, and its figures follow from them.
    expect(await rows(sql.raw(ORDERS_OUT_OF_STEP_SQL))).toEqual([]);
    expect(
      await rows(
        sql`select id from orders where job_status not in ('waiting', 'in_progress', 'done', 'canceled') or pay_status not between 1 and 4`,
      ),
    ).toEqual([]);
    // Paid in full means status 3 (or 4, by contract); nothing paid means 1.
    expect(await rows(sql`select id from orders where total_paid = 0 and pay_status = 2`)).toEqual([]);
    expect(await rows(sql`select id from orders where length(comment) > 1000`)).toEqual([]);
    expect(await rows(sql`select id from clients where phone is not null and phone !~ '^\\+7\\d{10}$'`)).toEqual([]);
    expect(await rows(sql`select id from order_items where quantity not between 1 and 99`)).toEqual([]);
  });
});

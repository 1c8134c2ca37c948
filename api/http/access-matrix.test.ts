import { describe, expect, it } from 'vitest';
import { disableUser } from '../auth/users';
import { allCalls } from '../calls/all';
import { CALLS } from '../contract/calls';
import type { ApiContext } from '../context';
import { testApiFixture } from '../test/test-api';
import { ACCESS_MATRIX, type Expected } from './access-matrix';

const CALLERS = ['anonymous', 'master', 'cashier', 'display', 'owner'] as const;

const registry = allCalls({
  db: {} as never,
  logger: {} as never,
  settings: {} as never,
  sms: {} as never,
  mail: {} as never,
  secret: 'unused',
} as ApiContext);
const keyOf = (c: { method: string; path: string }) => `${c.method.toUpperCase()} ${c.path}`;

const ctx = testApiFixture({ roles: ['master', 'cashier', 'display', 'owner'] });

describe('the access matrix', () => {
  it('has one row for every call of the registry, and no row without a call', () => {
    const calls = registry.map(keyOf).sort();
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual(calls);
  });

  it("registers every call of the contract's table once, and nothing else (the web app's client reads the table)", () => {
    expect(registry.map(keyOf).sort()).toEqual(Object.values(CALLS).map(keyOf).sort());
    expect(new Set(registry.map(keyOf)).size).toBe(registry.length);
  });

  // A real path for each declared one: an order id that does not exist is fine, the
  // door is checked before the order is looked up.
  const pathOf = (path: string) => path.replace(/:id\([^)]*\)/, '999999');

  for (const call of registry) {
    const key = keyOf(call);
    it(`${key}: ${CALLERS.map((who, i) => `${who} ${ACCESS_MATRIX[key]?.[i]}`).join(', ')}`, async () => {
      const row = ACCESS_MATRIX[key];
      expect(row, `no row for ${key}`).toBeDefined();
      for (const [i, who] of CALLERS.entries()) {
        // Signing out ends the token: that cell gets a token of its own.
        const token = who === 'anonymous' ? undefined : key === 'POST /logout' ? await ctx.api.signInAs(who) : ctx.tokens[who];
        const res = await ctx.api.call(call.method.toUpperCase(), pathOf(call.path).replace(/^\//, ''), {
          token,
          ...(call.method === 'post' ? { body: {} } : {}),
        });
        const expected: Expected = row![i]!;
        if (expected === 'ok') {
          expect([401, 403], `${key} as ${who}: ${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
          expect(res.status, `${key} as ${who}`).toBeLessThan(500);
        } else {
          expect(res.status, `${key} as ${who}`).toBe(expected);
        }
      }
    });
  }
});

describe('objects behind the door', () => {
  it('refuses the token of a user disabled a moment ago, at once', async () => {
    const token = await ctx.api.signInAs('master', 'soon-disabled');
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(200);
    await disableUser(ctx.api.database.db, 'soon-disabled');
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
    expect((await ctx.api.call('GET', 'get-order-stats', { token })).status).toBe(401);
  });

  it('refuses a token after sign-out, and a forged one', async () => {
    const token = await ctx.api.signInAs('cashier');
    expect((await ctx.api.call('POST', 'logout', { token })).status).toBe(200);
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
    expect((await ctx.api.call('GET', 'user', { token: `${token.slice(0, -2)}xx` })).status).toBe(401);
  });
});

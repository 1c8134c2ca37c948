/* eslint-disable no-restricted-imports -- the web app's tests run the real product API
   (api/test/test-api.ts) beside it, as server.ts does; only the app's own code is held to the contract. */
import { sql } from 'drizzle-orm';
import type { Order } from '#contract/orders';
import type { Role } from '#contract/roles';
import type { ApiTransport } from '#contract/transport';
import { createApi } from '../../api/app';
import { getOrder } from '../../api/test/order-fixtures';
import { testApiFixture, type TestApi, type TestApiFixture, type TestApiFixtureOptions } from '../../api/test/test-api';
import { httpTransport } from '../../server/http/remote-api';
import { routeArgs, type RouteArgs, type RouteArgsInit } from './route-args';

/**
 * The product API for the web app's loader and action tests: a real one on a fresh embedded
 * database (testApiFixture), reached the way server.ts reaches it: in-process (its pipeline,
 * `invoke`, by default) or over HTTP (`httpTransport`, as with PRODUCT_API_URL).
 */
export type WebWay = 'invoke' | 'http';

const pipelines = new WeakMap<TestApi, ApiTransport>();

/** The test API's pipeline in this process, as server.ts hands it the web app by default. */
export function invokeTransport(api: TestApi): ApiTransport {
  let invoke = pipelines.get(api);
  if (!invoke) pipelines.set(api, (invoke = createApi(api.context, { checkAnswers: true }).invoke));
  return invoke;
}

export function transportOf(api: TestApi, way: WebWay): ApiTransport {
  // The test API's `url` already ends in /api/v1.
  return way === 'http' ? httpTransport(api.url) : invokeTransport(api);
}

export interface WebApiFixture<R extends Role> extends TestApiFixture<R> {
  /** The arguments of one request to a route, signed in as `role` (none: nobody signed in). */
  args(role: R | null, init?: Omit<RouteArgsInit, 'api' | 'user'> & { way?: WebWay }): Promise<RouteArgs>;
  /** An order as the API answers it now, read as `role` (default: the first of `roles`). */
  order(id: number, role?: R): Promise<Order>;
}

/** A test file's product API with a signed-in user per role, and requests to the web app's routes. */
export function webApiFixture<const R extends Role>(options: TestApiFixtureOptions<R> & { roles: readonly R[] }): WebApiFixture<R> {
  const ctx = testApiFixture(options);
  return {
    get api() {
      return ctx.api;
    },
    tokens: ctx.tokens,
    post: ctx.post,
    get: ctx.get,
    args: (role: R | null, { way = 'invoke', ...init }: Omit<RouteArgsInit, 'api' | 'user'> & { way?: WebWay } = {}) =>
      routeArgs({ ...init, api: transportOf(ctx.api, way), user: role === null ? undefined : { token: ctx.tokens[role], role } }),
    order: async (id: number, role?: R): Promise<Order> => getOrder(ctx.api, ctx.tokens[role ?? options.roles[0]!], id),
  };
}

/** Orders and money built through the API itself, as the staff would (api/test/order-fixtures.ts, api/test/money-fixtures.ts). */
export { addWash, createOrder, finishedOrder, startedOrder, washServices, washWorkers } from '../../api/test/order-fixtures';
export { lastDiscountCode } from '../../api/test/money-fixtures';

/**
 * `count` clients gone since `lastVisit` (one minute apart, the first the latest), who agreed to
 * be contacted: the lapsed clients' export at a size no test would build through the screens.
 */
export async function lapsedClients(api: TestApi, count: number, lastVisit: Date): Promise<void> {
  await api.database.db.execute(sql`insert into clients (phone, name, marketing_consent, visits, first_visit_at, last_visit_at)
    select '+7999' || lpad(g::text, 7, '0'), 'Клиент ' || g, true, 1 + g % 9, ${lastVisit}::timestamptz - interval '30 days',
      ${lastVisit}::timestamptz - make_interval(mins => g - 1)
    from generate_series(1, ${count}) g`);
}

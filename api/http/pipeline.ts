import type { Logger } from 'pino';
import type { CallAnswer, CallMeta, CallRequest } from '../contract/transport';
import type { Role } from '../contract/roles';
import { resolveToken, type TokenOwner } from '../auth/sessions';
import type { Db } from '../db/database';
import { errorAnswer, errorEnvelope, okAnswer, unknownCallAnswer } from './answers';
import { forbidden, notSignedIn } from '../domain/refusal';
import { oncePerScope } from '../domain/once-per-scope';
import type { AnyCallSpec } from './registry';
import { parseInput } from './validate';
import { publicLimiter, throttledRefusal } from '../public/rate-limit';
import { collectChanges } from '../orders/committed-changes';
import { noteWrite } from '../orders/answer-cache';
import type { OrderChange } from '../contract/live';

/** The largest body a call takes, JSON-encoded, by either way in (HTTP answers 413 above it too). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The raw parts of a call before parsing: the path's parameters, the query, the body. */
export interface RawInput {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/** An answer and who made the call (for the request's log line). */
export type RunAnswer = CallAnswer & { userId?: number };

/**
 * The one way every call of the product API runs, whatever brought it: token to user,
 * role check, input parsing, the handler, the envelope, and a wake-up of the live layer
 * after a change (docs/decisions/017). The Express router is one way in (outside clients);
 * `invoke` is the other (the web app's loaders and the live poller, in this process).
 */
export interface Pipeline {
  run(call: AnyCallSpec, raw: RawInput, token: string | undefined, meta: CallMeta, asProcess?: boolean): Promise<RunAnswer>;
  invoke(request: CallRequest): Promise<CallAnswer>;
  /**
   * The live layer's way: the reads marked `live` in the registry (counters, change feed),
   * made as this process itself, with no token and no account behind it. Only code in this
   * process holds this function; nothing over HTTP reaches it.
   */
  invokeAsProcess(request: CallRequest): Promise<CallAnswer>;
}

export interface PipelineOptions {
  db: Db;
  logger: Logger;
  /**
   * Told after every successful change (a POST call that did not refuse), with the order
   * changes it committed, for the live layer to push at once (decision 042).
   */
  onChange?: (changes: OrderChange[]) => void;
  /**
   * Parse every success answer with its call's answer schema, and answer 500 for one that
   * breaks it. On in development and tests: the compiler already holds handlers to their
   * answer types, and this catches what types cannot (a string that is not a date).
   */
  checkAnswers?: boolean;
}

export function createPipeline(calls: readonly AnyCallSpec[], { db, logger, onChange, checkAnswers = false }: PipelineOptions): Pipeline {
  const routes = calls.map((call) => ({ call, method: call.method.toUpperCase(), ...compilePath(call.path) }));
  // Token checks of one scope (CallMeta.scope): a page's three loaders ask once.
  const owners = oncePerScope<string, Promise<TokenOwner | undefined>>();

  async function run(call: AnyCallSpec, raw: RawInput, token: string | undefined, meta: CallMeta, asProcess = false): Promise<RunAnswer> {
    let owner: TokenOwner | undefined;
    // The body as the call read it: a refusal of the database's unique index names its value.
    let body: unknown;
    try {
      if (asProcess) {
        if (!call.live) throw forbidden();
      } else if (call.roles !== 'public') {
        if (!token) throw notSignedIn();
        owner = await owners.get(meta.scope, token, () => resolveToken(db, token));
        if (!owner) throw notSignedIn('session_expired');
        // Who may call what: api/http/callers.ts (docs/domain.md 'Users and sessions').
        if (!call.roles.includes(owner.user.role as Role)) throw forbidden();
      }
      if (call.customerLimited) {
        const wait = publicLimiter.take(meta.clientAddress ?? 'unknown');
        if (wait > 0) throw throttledRefusal(wait);
      }
      const params = call.params ? parseInput(call.params, raw.params) : raw.params;
      const query = call.query ? parseInput(call.query, raw.query) : {};
      body = call.body ? parseInput(call.body, raw.body) : {};
      const input = { params, query, body, auth: owner, meta };
      const { result, changes } = await collectChanges(async () => call.handler(input));
      if (call.method === 'post') {
        // A change may have ended the session (sign-out, a new password): check again after it.
        owners.forget(meta.scope);
        // Whatever it wrote, no list is answered from before it (decision 043). A call that changes
        // nothing a screen shows (a sign-in, a quote, the live layer's read of the customers' views)
        // leaves the lists' answers be: counted, each customers' push made the staff's lists read again.
        if (!call.unseen) {
          noteWrite();
          onChange?.(changes);
        }
      }
      const answer = okAnswer(result?.data, result?.notice);
      if (checkAnswers) {
        const parsed = call.answer.safeParse(answer.body);
        if (!parsed.success)
          throw new Error(`the answer of ${call.method.toUpperCase()} ${call.path} breaks its contract: ${parsed.error.message}`);
      }
      return { ...answer, userId: owner?.user.id };
    } catch (err) {
      return { ...errorAnswer(err, logger, meta.requestId, body), userId: owner?.user.id };
    }
  }

  async function invoke(request: CallRequest, asProcess = false): Promise<CallAnswer> {
    // A path may carry its own query (`order/payment/switch-method?payment_id=…`), as a URL would.
    const [pathPart, search] = request.path.split('?', 2) as [string, string | undefined];
    const path = `/${pathPart.replace(/^\/+/, '')}`;
    const given = { ...Object.fromEntries(new URLSearchParams(search ?? '')), ...request.query };
    for (const route of routes) {
      if (route.method !== request.method) continue;
      const params = route.match(path);
      if (!params) continue;
      // What comes in is JSON, as over HTTP: no shared objects, no Dates, and no more of it
      // than the HTTP way takes.
      const text = request.body === undefined ? undefined : JSON.stringify(request.body);
      if (text !== undefined && Buffer.byteLength(text) > BODY_LIMIT_BYTES)
        return { status: 413, body: errorEnvelope('request_too_large'), headers: {} };
      const body = text === undefined ? {} : (JSON.parse(text) as unknown);
      const query = Object.fromEntries(
        Object.entries(given)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      const started = performance.now();
      const { userId, ...answer } = await run(route.call, { params, query, body }, request.token, request.meta ?? {}, asProcess);
      // No HTTP log line for these: the web app's request has its own. Debug only, like the live polls.
      if (logger.isLevelEnabled('debug'))
        logger.debug(
          { call: `${request.method} ${path}`, status: answer.status, userId, ms: Math.round(performance.now() - started) },
          'in-process call',
        );
      // The answer is the handler's own object, not a JSON copy: the contract's types hold
      // handlers to JSON values (dates as strings). The lists' and the wall's answers are shared
      // with every caller asking the same (api/orders/answer-cache.ts): callers read answers, never change them.
      return { ...answer, local: true };
    }
    return unknownCallAnswer(request.method, path);
  }

  return { run, invoke: (request) => invoke(request), invokeAsProcess: (request) => invoke(request, true) };
}

/** An Express path (`/order/:id`, `/service-list/:type(wash|tire)`) as a matcher of its parameters. */
export function compilePath(path: string): { pattern: RegExp; match(path: string): Record<string, string> | undefined } {
  const names: string[] = [];
  const source = path.replace(/[.]/g, '\\.').replace(/:(\w+)(\(([^)]*)\))?/g, (_all, name: string, _group, inner: string | undefined) => {
    names.push(name);
    return `(${inner ?? '[^/]+'})`;
  });
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return {
    pattern,
    match(candidate) {
      const found = pattern.exec(candidate);
      if (!found) return undefined;
      try {
        return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      } catch {
        return undefined;
      }
    },
  };
}

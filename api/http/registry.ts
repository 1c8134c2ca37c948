import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { Notice } from '../contract/notices';
import type { Role } from '../contract/roles';
import type { TokenOwner } from '../auth/sessions';
import type { Db } from '../db/database';
import { authOf, requireAuth, requireRole } from './auth';
import { handle, sendOk } from './respond';
import { parseInput } from './validate';

/**
 * Every call of the product API is declared once, here-shaped: path, roles, the zod
 * schemas of its input and answer, and its handler. From the declarations come the
 * Express routes (with validation and role checks), the OpenAPI document, and the
 * contract and access tests.
 */
export interface CallInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: TokenOwner | undefined;
  req: Request;
  res: Response;
}

/** What a handler returns: the data of the envelope, optionally with a notice (code and Russian details). */
export type CallResult = { data?: unknown; notice?: Notice } | undefined;

export interface CallSpec<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: 'get' | 'post';
  /** Express path under /api/v1, e.g. `/order/:id`. */
  path: string;
  summary: string;
  /** Who may call it; 'public' needs no token. */
  roles: readonly Role[] | 'public';
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer (an envelope schema from the contract). */
  answer: z.ZodType;
  handler: (input: CallInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<CallResult> | CallResult;
}

export type AnyCallSpec = CallSpec<z.ZodType, z.ZodType, z.ZodType>;

export function defineCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(spec: CallSpec<P, Q, B>): AnyCallSpec {
  return spec as unknown as AnyCallSpec;
}

/** Mounts the declared calls on a router: token, role, input parsing, envelope. */
export function mountCalls(calls: readonly AnyCallSpec[], db: Db): Router {
  const router = Router();
  const auth = requireAuth(db);
  for (const call of calls) {
    const guards = call.roles === 'public' ? [] : [auth, requireRole(...call.roles)];
    router[call.method](
      call.path,
      ...guards,
      handle(async (req, res) => {
        const input = {
          params: call.params ? parseInput(call.params, req.params) : req.params,
          query: call.query ? parseInput(call.query, req.query) : {},
          body: call.body ? parseInput(call.body, req.body) : {},
          auth: call.roles === 'public' ? undefined : authOf(res),
          req,
          res,
        };
        const result = await call.handler(input);
        sendOk(res, result?.data, result?.notice);
      }),
    );
  }
  return router;
}

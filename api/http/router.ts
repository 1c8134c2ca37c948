import { clientAddressOf } from './client-address';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { CallMeta } from '../contract/transport';
import type { Pipeline } from './pipeline';
import type { AnyCallSpec } from './registry';

/**
 * The HTTP way into the pipeline, for outside clients: each declared call becomes an
 * Express route that hands the pipeline its parts and sends back its answer.
 */
export function mountCalls(calls: readonly AnyCallSpec[], pipeline: Pipeline): Router {
  const router = Router();
  for (const call of calls) {
    router[call.method](call.path, (req: Request, res: Response, next: NextFunction) => {
      pipeline
        .run(
          call,
          { params: req.params as Record<string, string>, query: req.query, body: req.body },
          bearerOf(req.get('authorization')),
          metaOf(req),
        )
        .then((answer) => {
          // For the request's log line (server.ts): who asked, never their token.
          if (answer.userId) res.locals.userId = answer.userId;
          res.status(answer.status).set(answer.headers).json(answer.body);
        })
        .catch(next);
    });
  }
  return router;
}

/** `Authorization: Bearer <token>`; anything else is no token at all. */
function bearerOf(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

function metaOf(req: Request): CallMeta {
  return { clientAddress: clientAddressOf(req), idempotencyKey: req.get('idempotency-key'), requestId: String(req.id ?? '') };
}

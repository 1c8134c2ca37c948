import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Role } from '../contract/roles';
import type { Db } from '../db/database';
import { resolveToken, type TokenOwner } from '../auth/sessions';
import { forbidden, unauthorized } from './errors';

const AUTH_KEY = 'auth';

/** Reads `Authorization: Bearer <token>`; an unknown, expired or revoked token is a 401. */
export function requireAuth(db: Db): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return next(unauthorized());
    resolveToken(db, match[1])
      .then((owner) => {
        if (!owner) return next(unauthorized('session_expired'));
        res.locals[AUTH_KEY] = owner;
        // For the request's log line (server.ts): who asked, never their token.
        res.locals.userId = owner.user.id;
        next();
      })
      .catch(next);
  };
}

/** Any role other than master or display is treated as cashier (docs/domain.md 'Users and sessions'). */
export function requireRole(...allowed: Role[]): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const owner = res.locals[AUTH_KEY] as TokenOwner | undefined;
    if (!owner) return next(unauthorized());
    if (!allowed.includes(owner.user.role as Role)) return next(forbidden());
    next();
  };
}

export function authOf(res: Response): TokenOwner {
  const owner = res.locals[AUTH_KEY] as TokenOwner | undefined;
  if (!owner) throw unauthorized();
  return owner;
}

import { Router } from 'express';
import type { ApiContext } from '../context';
import { requireAuth, requireRole } from '../http/auth';
import { handle, sendOk } from '../http/respond';
import { cashierStats, masterStats } from '../orders/stats';

/** Sidebar counters: one call for the master, another for every other role (SPEC.md 'Layout'). */
export function statsRoutes({ db }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(db);

  router.get(
    '/get-order-stats',
    auth,
    requireRole('master'),
    handle(async (_req, res) => sendOk(res, await masterStats(db))),
  );

  router.get(
    '/get-order-stats-cashier',
    auth,
    requireRole('cashier', 'master'),
    handle(async (_req, res) => sendOk(res, await cashierStats(db))),
  );

  return router;
}

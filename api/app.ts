import express, { Router } from 'express';
import type { ApiContext } from './context';
import { errorHandler, unknownCall } from './http/error-handler';
import { authRoutes } from './routes/auth.routes';
import { statsRoutes } from './routes/stats.routes';

/** The product API, mounted by server.ts under /api/v1. */
export function createApi(context: ApiContext): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(authRoutes(context));
  api.use(statsRoutes(context));
  api.use(unknownCall);
  api.use(errorHandler(context.logger));
  return api;
}

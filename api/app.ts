import express, { Router } from 'express';
import { allCalls } from './calls';
import type { ApiContext } from './context';
import { errorHandler, unknownCall } from './http/error-handler';
import { openApiDocument } from './http/openapi';
import { mountCalls } from './http/registry';

/** The product API, mounted by server.ts under /api/v1. */
export function createApi(context: ApiContext): Router {
  const calls = allCalls(context);
  const openApi = openApiDocument(calls);
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  api.use(mountCalls(calls, context.db));
  api.use(unknownCall);
  api.use(errorHandler(context.logger));
  return api;
}

import express, { Router } from 'express';
import type { ApiTransport } from './contract/transport';
import { allCalls } from './calls/all';
import type { ApiContext } from './context';
import { jsonBodies, limitApiBodies } from './http/body-limit';
import { errorHandler, unknownCall } from './http/error-handler';
import { openApiDocument } from './http/openapi';
import { BODY_LIMIT_BYTES, createPipeline, type PipelineOptions } from './http/pipeline';
import { mountCalls } from './http/router';
import { backupDownloadRouter } from './backup/download-route';
import { exportRouter } from './backup/export-route';

export interface ProductApi {
  /** The HTTP way in, mounted by server.ts under /api/v1 for outside clients. */
  router: Router;
  /** The in-process way in: the web app's loaders and actions, and the socket's session checks. */
  invoke: ApiTransport;
  /** The live poller's way: the counters and the change feed, read as this process (pipeline.ts). */
  live: ApiTransport;
}

/** The product API: one pipeline of calls (api/http/pipeline.ts), two ways into it. */
export function createApi(context: ApiContext, options: Pick<PipelineOptions, 'onChange' | 'checkAnswers'> = {}): ProductApi {
  const calls = allCalls(context);
  const pipeline = createPipeline(calls, {
    db: context.db,
    logger: context.logger,
    onChange: options.onChange,
    checkAnswers: options.checkAnswers,
  });
  const openApi = openApiDocument(calls);
  const router = Router();
  router.use(limitApiBodies(BODY_LIMIT_BYTES));
  router.use(jsonBodies(express.json({ limit: BODY_LIMIT_BYTES })));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  // A backup file is streamed, not answered in an envelope: its address was signed by a call.
  if (context.backups) router.use(backupDownloadRouter(context.backups.dir));
  router.use(exportRouter(context.db));
  router.use(mountCalls(calls, pipeline));
  router.use(unknownCall);
  router.use(errorHandler(context.logger));
  return { router, invoke: pipeline.invoke, live: pipeline.invokeAsProcess };
}

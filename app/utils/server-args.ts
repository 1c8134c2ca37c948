import type { AppLoadContext } from '@remix-run/node';

/** What a loader or action holds: its request, and the load context server.ts gives it (app/load-context.ts). */
export interface ServerArgs {
  request: Request;
  context: AppLoadContext;
}

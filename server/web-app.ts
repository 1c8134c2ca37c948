import { clientAddressOf } from '../api/http/client-address';
import { createRequestHandler } from '@remix-run/express';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import type { ApiTransport } from '../api/contract/transport';
import type { Settings } from '../api/settings';

/**
 * The Remix web app as an Express handler. Every loader and action gets, besides its
 * request, the load context (app/load-context.ts): the way to the product API, the settings
 * the web app reads, the response's CSP nonce and the visitor's address.
 */
export function webAppHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  settings: Settings;
  secret: string;
  api: ApiTransport;
  localOnly: boolean;
}) {
  const web: AppLoadContext['settings'] = {
    businessTimeZone: options.settings.TZ_BUSINESS,
    allowRegistration: options.settings.ALLOW_REGISTRATION,
    sessionSecret: options.secret,
    localOnly: options.localOnly,
  };
  return createRequestHandler({
    build: options.build,
    mode: options.settings.NODE_ENV,
    getLoadContext: (req, res): AppLoadContext => {
      // The calls of one page share a scope (its token is checked once) and the request's id.
      const scope = {};
      const requestId = String(req.id ?? '');
      return {
        settings: web,
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientAddress: clientAddressOf(req),
        api: (call) => options.api({ ...call, meta: { ...call.meta, requestId: call.meta?.requestId ?? requestId, scope } }),
      };
    },
  });
}

/**
 * The path of a language's words (app/utils/words-file.server.ts names them; its test holds the
 * two to the same shape): the one web path a cache may keep.
 */
export const WORDS_PATH = /^\/words\/[a-z]{2}\.[\w-]{12}\.json$/;

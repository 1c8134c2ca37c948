import { clientAddressOf } from '../api/http/client-address';
import { createRequestHandler } from '@remix-run/express';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import type { ApiTransport } from '../api/contract/transport';
import type { Settings } from '../api/settings';
import type { CustomerAssets } from '../app/utils/customer-assets';

/**
 * The Remix web app as an Express handler. Every loader and action gets, besides its
 * request, the load context (app/load-context.ts): the way to the product API, the settings
 * the web app reads, the customers' pages' files, the response's CSP nonce and the visitor's address.
 */
export function webAppHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  settings: Settings;
  secret: string;
  api: ApiTransport;
  localOnly: boolean;
  customerAssets: CustomerAssets;
}) {
  const web: AppLoadContext['settings'] = {
    businessTimeZone: options.settings.TZ_BUSINESS,
    allowRegistration: options.settings.ALLOW_REGISTRATION,
    sessionSecret: options.secret,
    localOnly: options.localOnly,
  };
  const remix = createRequestHandler({
    build: options.build,
    mode: options.settings.NODE_ENV,
    getLoadContext: (req, res): AppLoadContext => {
      // The calls of one page share a scope (its token is checked once) and the request's id.
      const scope = {};
      const requestId = String(req.id ?? '');
      return {
        settings: web,
        customerAssets: options.customerAssets,
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientAddress: clientAddressOf(req),
        api: (call) => options.api({ ...call, meta: { ...call.meta, requestId: call.meta?.requestId ?? requestId, scope } }),
      };
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // Remix's adapter appends each header of the page's answer to those already set, so a page's
    // own header (`Referrer-Policy: no-referrer` on a customer's link) went out beside the
    // default every answer gets. The page's replaces it; cookies and Vary still add up.
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      /^(set-cookie|vary)$/i.test(field) || value === undefined ? append(field, value) : res.set(field, value);
    return remix(req, res, next);
  };
}

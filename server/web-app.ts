import { clientAddressOf } from '../api/http/client-address';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import type { ApiTransport } from '../api/contract/transport';
import type { Settings } from '../api/settings';
import type { CustomerAssets } from '../app/utils/customer-assets';
import type { TrustedPeer } from './http/forwarded-host';
import { remixRequestOf } from './http/remix-request';
import { sendWhole } from './http/whole-answer';

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
  /** Whose X-Forwarded-Host names the host the visitor asked for (the proxy settings). */
  trusted: TrustedPeer;
}) {
  const web: AppLoadContext['settings'] = {
    businessTimeZone: options.settings.TZ_BUSINESS,
    allowRegistration: options.settings.ALLOW_REGISTRATION,
    sessionSecret: options.secret,
    localOnly: options.localOnly,
  };
  const remix = createRequestHandler(options.build, options.settings.NODE_ENV);
  // The calls of one page share a scope (its token is checked once) and the request's id.
  const loadContext = (req: Request, res: Response): AppLoadContext => {
    const scope = {};
    const requestId = String(req.id ?? '');
    return {
      settings: web,
      customerAssets: options.customerAssets,
      cspNonce: String(res.locals.cspNonce ?? ''),
      clientAddress: clientAddressOf(req),
      api: (call) => options.api({ ...call, meta: { ...call.meta, requestId: call.meta?.requestId ?? requestId, scope } }),
    };
  };
  // The request as Remix's Express adapter made it (its address as the proxy settings read it, and a
  // signal that aborts the loaders when the client leaves); the answer goes out whole.
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await sendWhole(req, res, await remix(remixRequestOf(req, res, options.trusted), loadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Stands for the response's nonce while helmet writes the headers once (replaced per response). */
const NONCE = 'WASHDESK-CSP-NONCE';

function helmetOf(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: production ? ["'self'", `'nonce-${NONCE}'`] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
        // React style attributes and the toaster's runtime <style>.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    // Sent only over HTTPS (below): over plain HTTP it means nothing and misleads.
    strictTransportSecurity: false,
    // Not 'no-referrer' (helmet's default): with it a form posted before the page's scripts
    // run carries `Origin: null` and no Referer, which our CSRF check refuses (same-origin.ts).
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * The security headers of every response (docs/security.md), as helmet writes them, and a
 * CSP nonce per response for the page's inline scripts (`res.locals.cspNonce`). helmet is
 * asked once, at start, with a stand-in for the nonce: its headers are the same for every
 * response but for that nonce, and running its thirteen middlewares for every request cost
 * more than the headers themselves (docs/benchmarks.md 'Per-request middleware').
 */
export function securityHeaders(production: boolean) {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
    getHeader: () => undefined,
    locals: {},
  };
  helmetOf(production)({ method: 'GET', url: '/', headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  if (!set.some(([name]) => name.toLowerCase() === 'content-security-policy')) throw new Error('helmet wrote no Content-Security-Policy');

  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    for (const [name, value] of set) res.setHeader(name, value.includes(NONCE) ? value.replace(NONCE, nonce) : value);
    for (const name of removed) res.removeHeader(name);
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

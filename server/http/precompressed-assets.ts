import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { acceptedEncodings } from '../../app/utils/accept-encoding';

/** The encodings `npm run build` writes beside each asset (scripts/precompress-assets.ts), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** What an asset's packed copy is worth writing for: text that a browser asks for. */
export const PACKABLE = /\.(js|css|json|svg)$/;

/**
 * The built assets' packed copies, served in place of packing each answer again: the smallest
 * a browser can read (brotli at its highest level, some 16 % under the on-the-fly level), and
 * no compression work per request (docs/decisions/047-staff-first-paint.md). Only the names
 * found at start: an asset without copies (an older build, the customers' bundle rebuilt
 * alone) is packed on the fly as before. The caller serves the copy as a static file; this
 * sets the headers that make it the asset, and the compression middleware skips an answer
 * that already has an encoding.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const packed = new Map<string, Set<string>>();
  if (existsSync(dir))
    for (const name of readdirSync(dir))
      for (const { encoding, suffix } of PRECOMPRESSED)
        if (name.endsWith(suffix)) {
          const original = name.slice(0, -suffix.length);
          packed.set(`/${original}`, (packed.get(`/${original}`) ?? new Set()).add(encoding));
        }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const have = packed.get(req.path);
    if (!have) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const pick = PRECOMPRESSED.find((p) => have.has(p.encoding) && accepted.has(p.encoding));
    if (!pick) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', pick.encoding);
    req.url = `${req.path}${pick.suffix}`;
    next();
  };
}

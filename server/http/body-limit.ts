import type { IncomingMessage, ServerResponse } from 'node:http';
import ru from '../../locales/ru/errors.json';

/**
 * The web app's forms are small (the longest field is a 1,000-character comment), and
 * Remix reads a form body whole into memory. A body whose declared length is above the
 * limit is refused before a byte of it is read, and a body without a declared length
 * (chunked: no browser form sends one) is refused too, so nobody can grow the server's
 * memory by posting gigabytes to a sign-in form. Every action reads a form, so a body of
 * any other type (JSON, plain text, multipart, none at all) is refused as well, rather than failing
 * inside the action. The product API has its own JSON limit.
 */
export const WEB_BODY_LIMIT_BYTES = 256 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// No screen uploads a file, so no form is sent as multipart: a multipart body (perhaps cut
// off, or without its boundary) would only fail to parse inside an action, as a 500.
const FORM_TYPES = ['application/x-www-form-urlencoded'];

export function limitWebBodies(maxBytes = WEB_BODY_LIMIT_BYTES) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (SAFE_METHODS.has(req.method ?? 'GET')) return next();
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!chunked && length !== undefined && Number(length) > maxBytes) return refuse(req, res, 413, ru.bodyTooLarge);
    if (chunked && length === undefined) return refuse(req, res, 411, ru.api.length_required);
    if (!FORM_TYPES.includes(type)) return refuse(req, res, 415, ru.notAForm);
    next();
  };
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(text);
  // Do not read the rest of a body: drop the connection once the answer is out.
  res.on('finish', () => req.destroy());
}

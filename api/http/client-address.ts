import type { IncomingHttpHeaders } from 'node:http';

/**
 * The visitor's address as the API counts and judges it: Express's `req.ip` (the peer, or
 * what a trusted proxy says in X-Forwarded-For). A request from this machine that carries
 * another proxy's mark (`Forwarded`, `X-Real-IP`, `Via`) but no trusted X-Forwarded-For came
 * through a proxy that does not say who is behind it: it is `proxied`, not loopback, so it
 * is never taken for a person at this machine (docs/decisions/028).
 */
export function clientAddressOf(req: { ip?: string; headers: IncomingHttpHeaders }): string {
  const ip = req.ip ?? 'unknown';
  const marked = req.headers['forwarded'] !== undefined || req.headers['x-real-ip'] !== undefined || req.headers['via'] !== undefined;
  return marked && isLoopback(ip) ? 'proxied' : ip;
}

/** An address of this machine itself (IPv4, IPv6, or IPv4 written as IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
}

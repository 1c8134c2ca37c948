import { isIP } from 'node:net';
import { hostname } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import ru from '../../locales/ru/errors.json';
import { forwardedHostOf, noTrustedPeer, type TrustedPeer } from './forwarded-host';

/**
 * DNS rebinding: a page on another site can make its own name point at this server and
 * then talk to it from the visitor's browser as if it were that site (for instance to
 * try the demo passwords). The browser still sends that other name in `Host`, so only
 * names we know are answered: any IP address, `localhost`, this machine's name, the hosts
 * of PUBLIC_ORIGIN, and those listed in ALLOWED_HOSTS.
 */
export function isAllowedHost(hostHeader: string | undefined, allowed: readonly string[]): boolean {
  if (!hostHeader) return false;
  const name = hostOnly(hostHeader);
  if (!name) return false;
  if (isIP(name)) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowed.includes(name);
}

/** `host` of a Host header, lower-cased, without the port and the IPv6 brackets. */
function hostOnly(header: string): string | undefined {
  // A Host header is a name or address and a port: nothing a URL parser would cut off.
  if (/[/?#@\\\s]/.test(header)) return undefined;
  try {
    const url = new URL(`http://${header}`);
    // 'localhost.' and 'wash.example.ru.' (a fully qualified name) are the same names.
    return url.hostname
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
      .toLowerCase();
  } catch {
    return undefined;
  }
}

/** The names to answer besides addresses and localhost. */
export function knownHostNames(publicOrigins: readonly string[], extra: readonly string[]): string[] {
  const fromOrigins = publicOrigins.map((o) => new URL(o).hostname.replace(/\.$/, '').toLowerCase());
  const machine = hostname().toLowerCase();
  return [...new Set([...fromOrigins, ...extra.map((h) => h.replace(/\.$/, '').toLowerCase()), machine, `${machine}.local`])];
}

/**
 * Only requests for a name we know. Behind a proxy named in TRUSTED_PROXIES the name the
 * browser used may come in `X-Forwarded-Host` (the proxy sending its upstream's address as
 * `Host`), so that name is checked too; from anyone else that header is ignored
 * (server/http/forwarded-host.ts).
 */
export function allowedHostsOnly(allowed: readonly string[], trusted: TrustedPeer = noTrustedPeer) {
  // Every request of a site names the same few hosts: the answer for each is kept (parsing
  // the header was a fifth of what a bare request costs). Only known names are kept, so a
  // stream of made-up names cannot grow it.
  const known = new Set<string>();
  const knownName = (host: string | undefined) => {
    if (host !== undefined && known.has(host)) return true;
    if (!isAllowedHost(host, allowed)) return false;
    if (known.size < 100) known.add(host!);
    return true;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const forwarded = forwardedHostOf(req, trusted);
    if (knownName(req.headers.host) && (forwarded === undefined || knownName(forwarded))) return next();
    res.statusCode = 421;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(ru.unknownHost);
  };
}

import type { IncomingMessage } from 'node:http';

/**
 * Whether the peer a request came from is a proxy named in TRUSTED_PROXIES: Express's own
 * compiled `trust proxy` (server.ts sets it from the settings), the same rule that decides
 * whose X-Forwarded-For is believed (api/http/listen.ts).
 */
export type TrustedPeer = (req: IncomingMessage) => boolean;

/** No proxy is believed. */
export const noTrustedPeer: TrustedPeer = () => false;

/** The peer test of Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export function trustedPeerOf(trustProxy: (address: string, hop: number) => boolean): TrustedPeer {
  return (req) => trustProxy(req.socket.remoteAddress ?? '', 0);
}

/**
 * The host a visitor asked for as a trusted proxy forwards it (`X-Forwarded-Host`, its first
 * value). From anyone else the header is not believed: a device on the network could
 * otherwise name any host it liked to the same-origin and host checks.
 */
export function forwardedHostOf(req: IncomingMessage, trusted: TrustedPeer): string | undefined {
  const header = req.headers['x-forwarded-host'];
  if (header === undefined || !trusted(req)) return undefined;
  const text = Array.isArray(header) ? header[0] : header;
  return text?.split(',')[0]?.trim() || undefined;
}

/** The scheme a visitor used as a trusted proxy forwards it (`X-Forwarded-Proto`, lower case). */
export function forwardedProtoOf(req: IncomingMessage, trusted: TrustedPeer): string | undefined {
  const header = req.headers['x-forwarded-proto'];
  if (header === undefined || !trusted(req)) return undefined;
  const text = Array.isArray(header) ? header[0] : header;
  return text?.split(',')[0]?.trim().toLowerCase() || undefined;
}

import type { IncomingMessage } from 'node:http';
import type { Namespace, Server, Socket } from 'socket.io';
import { z } from 'zod';
import type { ApiTransport } from '#contract/transport';
import { callApi } from '#contract/client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '#contract/live';
import type { PublicOrder } from '#contract/public-order';
import { publicLimiter } from '../../api/public/rate-limit';
import type { TrustedPeer } from '../http/forwarded-host';
import type { Poller } from './poller';

const roomOf = (token: string) => `public:${token}`;
const handshakeSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{24}$/) });
/** Tokens asked of the API in one read (its limit). */
const CHUNK = 10_000;

/**
 * The customers' pages live (docs/decisions/039-the-customers-own-page.md): the namespace
 * `/public`, no session. A socket says its link's token in the handshake; an address over the
 * public limit, a malformed token or one that opens nothing is refused, all alike. Each socket
 * sits in the room of its token and hears only that order's public view: at once on connect (a
 * dropped connection catches up), then after every change batch of the poller that moved it,
 * since another car's change moves this one's queue and ready time. One read serves every page
 * of this process.
 */
export function attachPublicSockets(io: Server, options: { transport: ApiTransport; poller: Poller; trusted: TrustedPeer }): Namespace {
  const nsp = io.of(PUBLIC_NAMESPACE);
  const lastSent = new Map<string, string>();
  const views = async (tokens: string[]) => {
    const all: Record<string, PublicOrder | null> = {};
    for (let i = 0; i < tokens.length; i += CHUNK) {
      const answer = await callApi(options.transport, 'public/views', { body: { tokens: tokens.slice(i, i + CHUNK) } });
      if (!answer.ok) throw new Error(`public views refused: ${answer.status}`);
      Object.assign(all, answer.data.views);
    }
    return all;
  };

  nsp.use((socket, next) => {
    if (publicLimiter.take(addressOf(socket.request, options.trusted)) > 0) return next(new Error('throttled'));
    const parsed = handshakeSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(new Error('gone'));
    views([parsed.data.token])
      .then((found) => {
        const view = found[parsed.data.token];
        if (!view) return next(new Error('gone'));
        socket.data.token = parsed.data.token;
        socket.data.view = view;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  });

  nsp.on('connection', (socket: Socket) => {
    const token = socket.data.token as string;
    void socket.join(roomOf(token));
    options.poller.setActive(true);
    socket.emit(PUBLIC_EVENTS.order, socket.data.view as PublicOrder);
    socket.on('disconnect', () => {
      if (!nsp.adapter.rooms.has(roomOf(token))) lastSent.delete(token);
      if (io.engine.clientsCount === 0) options.poller.setActive(false);
    });
  });

  let pushing = Promise.resolve();
  options.poller.changes$.subscribe(() => {
    // One push at a time, in order: a slow read never lets an older view overwrite a newer one.
    pushing = pushing.then(() => push()).catch(() => undefined);
  });
  async function push() {
    const tokens = [...nsp.adapter.rooms.keys()].filter((room) => room.startsWith('public:')).map((room) => room.slice(7));
    if (tokens.length === 0) return;
    const found = await views(tokens);
    for (const token of tokens) {
      const view = found[token];
      if (!view) {
        nsp.local.to(roomOf(token)).emit(PUBLIC_EVENTS.gone, {});
        nsp.local.in(roomOf(token)).disconnectSockets(true);
        lastSent.delete(token);
        continue;
      }
      const text = JSON.stringify(view);
      if (lastSent.get(token) === text) continue;
      lastSent.set(token, text);
      nsp.local.to(roomOf(token)).emit(PUBLIC_EVENTS.order, view);
    }
  }
  return nsp;
}

/** The visitor's address: the peer, or the first X-Forwarded-For of a trusted proxy. */
function addressOf(req: IncomingMessage, trusted: TrustedPeer): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (forwarded && trusted(req)) return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? 'unknown';
  return req.socket.remoteAddress ?? 'unknown';
}

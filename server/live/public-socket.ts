import type { IncomingMessage } from 'node:http';
import type { Namespace, Server, Socket } from 'socket.io';
import { z } from 'zod';
import type { ApiTransport } from '#contract/transport';
import { callApi } from '#contract/client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '#contract/live';
import { PUBLIC_VIEWS_MAX, type PublicOrder } from '#contract/public-order';
import type { Logger } from 'pino';
import { clientAddressOf } from '../../api/http/client-address';
import { keyOf, publicLimiter } from '../../api/public/rate-limit';
import type { Poller } from './poller';
import { errorMessage } from '../../api/logger';

const roomOf = (token: string) => `public:${token}`;
const handshakeSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{24}$/) });
/** Tokens asked of the API in one read (its limit, which keeps the body under the pipeline's). */
const CHUNK = PUBLIC_VIEWS_MAX;
/**
 * Views are read again this often with no change at all: the clock moves a car running late
 * (its ready time), a day ends (a car paid ahead counts as collected), the shop's hours change.
 */
export const PUBLIC_REFRESH_MS = 60_000;
/** Customers' sockets one address may hold open: a shop's whole queue behind one carrier's address fits; a hoard does not. */
export const OPEN_PER_ADDRESS = 200;

/** Express's `trust proxy` test: whether the address at this hop (0: the peer) is a proxy we believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The customers' pages live (docs/decisions/039-the-customers-own-page.md): the namespace
 * `/public`, no session. A socket says its link's token in the handshake; an address over the
 * public limit, a malformed token or one that opens nothing is refused, all alike. Each socket
 * sits in the room of its token and hears only that order's public view: at once on connect (a
 * dropped connection catches up), then whenever a change batch of the poller, or the clock,
 * moved it (another car's change moves this one's queue). One read serves every page of this
 * process, and reads never overlap: changes that come during one are served by one more.
 */
export function attachPublicSockets(
  io: Server,
  options: { transport: ApiTransport; poller: Poller; trustProxy: TrustProxy; logger?: Logger; openPerAddress?: number },
): Namespace {
  const nsp = io.of(PUBLIC_NAMESPACE);
  const lastSent = new Map<string, string>();
  // The order of each token with a page, and the tokens whose car is in a queue (another car's change moves it).
  const orderOf = new Map<string, number>();
  const queued = new Set<string>();
  // Sockets connected per address: counted once connected, since a client gone during the
  // handshake's read is dropped by socket.io without a `connection` or a `disconnect`.
  const open = new Map<string, number>();
  const openLimit = options.openPerAddress ?? OPEN_PER_ADDRESS;
  // Counts the pushes: a socket whose view was read before a push joins late, and reads again.
  let pushes = 0;
  const views = async (tokens: string[]) => {
    const all: Record<string, PublicOrder | null> = {};
    for (let i = 0; i < tokens.length; i += CHUNK) {
      const answer = await callApi(options.transport, 'public/views', { body: { tokens: tokens.slice(i, i + CHUNK) } });
      if (!answer.ok) throw new Error(`public views refused: ${answer.status}`);
      Object.assign(all, answer.data.views);
      for (const [token, id] of Object.entries(answer.data.orders)) orderOf.set(token, id);
    }
    for (const [token, view] of Object.entries(all)) {
      if (view?.queue) queued.add(token);
      else queued.delete(token);
    }
    return all;
  };

  nsp.use((socket, next) => {
    // The address as the API counts it (a mark of an unnamed proxy makes it 'proxied'), so page and socket share one count.
    const address = keyOf(clientAddressOf({ ip: addressOf(socket.request, options.trustProxy), headers: socket.request.headers }));
    if ((open.get(address) ?? 0) >= openLimit || publicLimiter.take(address) > 0) return next(new Error('throttled'));
    const parsed = handshakeSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(new Error('gone'));
    const readAt = pushes;
    views([parsed.data.token])
      .then((found) => {
        const view = found[parsed.data.token];
        if (!view) return next(new Error('gone'));
        socket.data.token = parsed.data.token;
        socket.data.view = view;
        socket.data.readAt = readAt;
        socket.data.address = address;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  });

  nsp.on('connection', (socket: Socket) => {
    const token = socket.data.token as string;
    const address = socket.data.address as string;
    open.set(address, (open.get(address) ?? 0) + 1);
    void socket.join(roomOf(token));
    options.poller.setActive(true);
    socket.on('disconnect', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (!nsp.adapter.rooms.has(roomOf(token))) {
        lastSent.delete(token);
        orderOf.delete(token);
        queued.delete(token);
      }
      if (io.engine.clientsCount === 0) options.poller.setActive(false);
    });
    // In the room now: a push after the handshake's read reached the room but not this socket.
    const fresh = socket.data.readAt === pushes ? Promise.resolve(socket.data.view as PublicOrder) : views([token]).then((v) => v[token]);
    fresh
      .then((view) => {
        if (!view) return void socket.emit(PUBLIC_EVENTS.gone, {});
        if (!lastSent.has(token)) lastSent.set(token, JSON.stringify(view));
        socket.emit(PUBLIC_EVENTS.order, view);
      })
      .catch(() => socket.disconnect(true));
  });

  // What the next push reads: every page (the minute's refresh), or those the changed orders concern.
  let running = false;
  let wanted: { all: boolean; ids: Set<number> } | undefined;
  const schedule = (changed?: readonly { id: number }[]) => {
    wanted ??= { all: false, ids: new Set() };
    if (!changed) wanted.all = true;
    for (const change of changed ?? []) wanted.ids.add(change.id);
    if (running) return;
    running = true;
    const next = wanted;
    wanted = undefined;
    push(next)
      .catch((err: unknown) => options.logger?.warn({ err: errorMessage(err) }, 'customer pages: push failed'))
      .finally(() => {
        running = false;
        if (wanted) schedule([]);
      });
  };
  options.poller.changes$.subscribe((changes) => schedule(changes));
  const refresh = setInterval(() => schedule(), PUBLIC_REFRESH_MS);
  refresh.unref();
  io.httpServer?.on('close', () => clearInterval(refresh));

  /**
   * A changed order's pages, and every page of a car in a queue (the change may move it), or
   * with `all` every page: a page of a car already done hears only of its own order's changes.
   */
  async function push({ all, ids }: { all: boolean; ids: Set<number> }) {
    const tokens = [...nsp.adapter.rooms.keys()]
      .filter((room) => room.startsWith('public:'))
      .map((room) => room.slice(7))
      .filter((token) => all || queued.has(token) || !orderOf.has(token) || ids.has(orderOf.get(token)!));
    // Counted also when no page is in a room yet: a socket still in its handshake read its view
    // before this change, and must read it again once in its room (the connection handler).
    pushes += 1;
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

/**
 * The visitor's address as Express's `req.ip` reads it: from the peer back along
 * X-Forwarded-For, the first address that is not a proxy we trust. A client cannot pick its
 * own by writing the header: only what trusted proxies appended is believed.
 */
export function addressOf(req: IncomingMessage, trustProxy: TrustProxy): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? 'unknown', ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trustProxy(chain[hop]!, hop)) hop += 1;
  return chain[hop]!;
}

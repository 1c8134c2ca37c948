import type { ApiTransport } from '#contract/transport';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { type sessionSchema } from '#contract/auth';
import { LIVE_EVENTS } from '#contract/live';
import type { Role } from '#contract/roles';
import { callApi } from '#contract/client';
import { isAllowedHost } from '../http/allowed-host';
import { forwardedHostOf, noTrustedPeer, type TrustedPeer } from '../http/forwarded-host';
import { isSameOrigin, requestSchemeOf } from '../http/same-origin';
import type { Poller } from './poller';
import { createOutbox } from './outbox';
import { framesOf } from './one-frame';

export type LiveUser = z.infer<typeof sessionSchema>;

/** The room of each role (docs/decisions/006-live-updates-by-polling.md). */
export function roleRoom(role: Role): string {
  return role === 'display' ? 'display' : `role:${role}`;
}

/**
 * socket.io on the web server. The handshake is authenticated from the session cookie
 * and the token checked with the product API; unauthenticated sockets are refused. Each
 * socket joins its role's room; an order's page hears its order's changes with the rest. The poller
 * runs only while at least one socket is connected.
 */
export interface SocketServerOptions {
  transport: ApiTransport;
  /** The API token of the session a Cookie header carries, if any (the web app's session cookie). */
  tokenOf: (cookie: string | null) => Promise<string | undefined>;
  poller?: Poller;
  publicOrigins?: readonly string[];
  hostNames?: readonly string[];
  /** A proxy named in TRUSTED_PROXIES, whose X-Forwarded-Host is believed (server/http/forwarded-host.ts). */
  trusted?: TrustedPeer;
}

export function attachSocketServer(
  httpServer: HttpServer,
  { transport, tokenOf, poller, publicOrigins = [], hostNames, trusted = noTrustedPeer }: SocketServerOptions,
): Server {
  const io = new Server(httpServer, {
    serveClient: false,
    path: '/socket.io',
    // The socket rides on the session cookie: only our own pages may open it
    // (cross-site WebSocket hijacking), under a host name we know (DNS rebinding).
    allowRequest: (req, answer) => {
      const forwarded = forwardedHostOf(req, trusted);
      const known = (host: string | undefined) => !hostNames || isAllowedHost(host, hostNames);
      answer(
        null,
        isSameOrigin(req.headers, publicOrigins, forwarded, requestSchemeOf(req, trusted)) &&
          known(req.headers.host) &&
          (forwarded === undefined || known(forwarded)),
      );
    },
  });

  io.use((socket, next) => {
    authenticate(transport, tokenOf, socket)
      .then((found) => {
        if (!found) return next(new Error('unauthorized'));
        socket.data.user = found.user;
        socket.data.token = found.token;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as LiveUser;
    void socket.join(roleRoom(user.role));
    poller?.setActive(true);
    // The current counters at once, so a (re)connected page is right without waiting: its room's, as
    // every push sends them (one-frame.ts).
    const latest = poller?.latest();
    if (latest) {
      const room = roleRoom(user.role);
      for (const frame of framesOf({ master: latest.master, cashier: latest.cashier }, ROOMS))
        if (frame.rooms.includes(room)) socket.emit(frame.event, ...frame.args);
    }
    // A page read its data at `since` (server time) and connects a moment later: what was
    // pushed in between reached every socket but this one. (Two seconds earlier, for the
    // clocks of several machines; a change sent twice only costs one more reload.)
    const since = sinceOf(socket.handshake.auth);
    const missed = since === undefined ? [] : (poller?.pushedSince(since - CLOCK_SLACK_MS) ?? []);
    if (missed.length > 0) socket.emit(LIVE_EVENTS.ordersChanged, missed);
    socket.on('disconnect', () => {
      if (io.engine.clientsCount === 0) poller?.setActive(false);
    });
  });

  const recheck = setInterval(() => void endStaleSockets(transport, io), SESSION_RECHECK_MS);
  recheck.unref();
  httpServer.on('close', () => clearInterval(recheck));

  if (poller) {
    // Only to this process's sockets: with several processes each one polls and pushes
    // to its own clients (decision 007), so nobody receives a change twice.
    // io.local is read each time: the cluster may replace the adapter after this point.
    const local = () => io.local;
    // Counters and changes that come in the same moment (a commit's, decision 051) leave in one
    // frame a room (decision 066); the owner's sidebar shows the bays' counters.
    const outbox = createOutbox((outgoing) => {
      for (const frame of framesOf(outgoing, ROOMS))
        local()
          .to(frame.rooms)
          .emit(frame.event, ...frame.args);
    });
    poller.masterStats$.subscribe((master) => outbox.add({ master }));
    poller.cashierStats$.subscribe((cashier) => outbox.add({ cashier }));
    poller.changes$.subscribe((changes) => outbox.add({ changes }));
    // Prices, services, workers or groups changed: every screen that shows them reloads.
    poller.reference$.subscribe((revision) => local().emit(LIVE_EVENTS.referenceChanged, { revision }));
    // A demo password changed (or came back with an enabled account): the staff's warning line
    // follows without a reload; the owner's own is the owner's news only, the wall shows none.
    poller.demoPasswords$.subscribe((logins) => {
      local().to(roleRoom('owner')).emit(LIVE_EVENTS.demoPasswords, { logins });
      local()
        .to([roleRoom('master'), roleRoom('cashier')])
        .emit(LIVE_EVENTS.demoPasswords, { logins: logins.filter((login) => login !== 'owner') });
    });
    // A shift opened or closed, cash in or out: the desk's shift pages read the drawer again.
    poller.drawer$.subscribe(() =>
      local()
        .to([roleRoom('cashier'), roleRoom('owner')])
        .emit(LIVE_EVENTS.drawerChanged, {}),
    );
    // A booking made, moved, canceled, arrived or missed: the day board, the master's lists and the wall read theirs again.
    poller.bookings$.subscribe(() =>
      local()
        .to([roleRoom('master'), roleRoom('cashier'), roleRoom('owner'), 'display'])
        .emit(LIVE_EVENTS.bookingsChanged, {}),
    );
  }
  return io;
}

const ROOMS = { master: roleRoom('master'), owner: roleRoom('owner'), cashier: roleRoom('cashier'), display: roleRoom('display') };

const CLOCK_SLACK_MS = 2_000;
/**
 * A socket outlives nothing: every few seconds the session behind each socket of this
 * process is asked of the API again, and a socket whose session ended (signed out,
 * password changed, user disabled, token expired) is disconnected before the next push.
 */
export const SESSION_RECHECK_MS = 5_000;

let rechecking = false;
async function endStaleSockets(transport: ApiTransport, io: Server): Promise<void> {
  // One round at a time: with many sessions a round may outlast the interval.
  if (rechecking) return;
  rechecking = true;
  try {
    await recheckRound(transport, io);
  } finally {
    rechecking = false;
  }
}

/** Sessions asked a few at a time, so many open sockets cost neither a queue nor a burst. */
const RECHECK_PARALLEL = 4;

async function recheckRound(transport: ApiTransport, io: Server): Promise<void> {
  const byToken = new Map<string, Socket[]>();
  for (const socket of io.of('/').sockets.values()) {
    const token = socket.data.token as string | undefined;
    if (!token) continue;
    byToken.set(token, [...(byToken.get(token) ?? []), socket]);
  }
  const queue = [...byToken];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [token, sockets] = next;
      try {
        const answer = await callApi(transport, 'session', undefined, { token });
        // A refusal ends them (an unreachable API for a moment is not a signed-out user),
        // and so does a changed role: the socket sits in the old role's room.
        const ended = !answer.ok && (answer.status === 401 || answer.status === 403);
        for (const socket of sockets) {
          if (ended || (answer.ok && answer.data.role !== (socket.data.user as LiveUser).role)) socket.disconnect(true);
        }
      } catch {
        // The API is unreachable: try again at the next round.
      }
    }
  };
  await Promise.all(Array.from({ length: RECHECK_PARALLEL }, worker));
}
const handshakeSchema = z.object({ since: z.number().int().positive() });

function sinceOf(auth: unknown): number | undefined {
  const parsed = handshakeSchema.safeParse(auth);
  return parsed.success ? parsed.data.since : undefined;
}

async function authenticate(
  transport: ApiTransport,
  tokenOf: SocketServerOptions['tokenOf'],
  socket: Socket,
): Promise<{ user: LiveUser; token: string } | undefined> {
  const token = await tokenOf(socket.request.headers.cookie ?? null);
  if (!token) return undefined;
  const answer = await callApi(transport, 'session', undefined, { token });
  return answer.ok ? { user: answer.data, token } : undefined;
}

import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { sessionAnswerSchema, type sessionSchema } from '#contract/auth';
import type { Role } from '#contract/roles';
import type { z } from 'zod';
import { callApi } from '~/utils/api.server';
import { getSession, sessionUser } from '~/utils/session.server';

export type LiveUser = z.infer<typeof sessionSchema>;

/** The room of each role (ARCHITECTURE.md 'Live updates'). */
export function roleRoom(role: Role): string {
  return role === 'display' ? 'display' : `role:${role}`;
}

/**
 * socket.io on the web server. The handshake is authenticated from the session cookie
 * and the token checked with the product API; unauthenticated sockets are refused.
 * Each socket joins its role's room.
 */
export function attachSocketServer(httpServer: HttpServer): Server {
  const io = new Server(httpServer, { serveClient: false, path: '/socket.io' });

  io.use((socket, next) => {
    authenticate(socket)
      .then((user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = user;
        next();
      })
      .catch(() => next(new Error('unavailable')));
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as LiveUser;
    void socket.join(roleRoom(user.role));
  });

  return io;
}

async function authenticate(socket: Socket): Promise<LiveUser | undefined> {
  const user = sessionUser(await getSession(socket.request.headers.cookie ?? null));
  if (!user) return undefined;
  const answer = await callApi('session', sessionAnswerSchema, { token: user.token });
  return answer.ok ? answer.data : undefined;
}

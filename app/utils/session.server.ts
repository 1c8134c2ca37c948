import { createCookieSessionStorage, createSession, type Session } from '@remix-run/node';
import { roleSchema } from '#contract/auth';
import type { Role } from '#contract/roles';
import { sessionSecret } from './env.server';

/**
 * The API token lives only here: a signed, httpOnly, SameSite=Lax cookie, never in
 * localStorage (docs/decisions/002-token-in-cookie.md). It is Secure whenever the page was
 * served over HTTPS (directly or behind a proxy that says so), see commitSession below.
 */
export interface SessionData {
  token: string;
  name: string;
  role: Role;
  /** Set when the API refused the token: the sign-in page then says the session ended. */
  expired: boolean;
}

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: 'wd_session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secrets: [sessionSecret()],
    },
  });
}

export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/**
 * A page's loaders each read the session (the root, the signed-in area, the screen), and a
 * live screen reloads often: checking the cookie's signature (HMAC) every time is the same
 * work on the same bytes with the same answer. What a signed session held is kept here,
 * keyed by the whole Cookie header the cookie library read it from: a header differing in
 * any byte (another cookie, a second `wd_session`, a forged value) is never found and is
 * checked in full, so no header can make the memo answer for another. Only signed-in
 * sessions of ordinary headers are kept. Every caller still gets a session object of its own.
 */
const VERIFIED_MAX = 1_000;
const VERIFIED_HEADER_MAX = 4_096;
const verified = new Map<string, Partial<SessionData>>();

export async function getSession(request: Request | string | null | undefined): Promise<Session<SessionData>> {
  const cookie = typeof request === 'string' || request == null ? request : request.headers.get('Cookie');
  const known = cookie ? verified.get(cookie) : undefined;
  if (known) return createSession<SessionData>({ ...known } as SessionData);
  const session = await sessionStorage().getSession(cookie);
  if (cookie && cookie.length <= VERIFIED_HEADER_MAX && session.has('token')) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(cookie, { ...session.data } as Partial<SessionData>);
  }
  return session;
}

export interface SessionUser {
  token: string;
  name: string;
  role: Role;
}

/** The signed-in user the cookie names, without asking the API whether the token is still good. */
export function sessionUser(session: Session<SessionData>): SessionUser | undefined {
  const token = session.get('token');
  const name = session.get('name');
  const role = roleSchema.safeParse(session.get('role'));
  if (!token || !name || !role.success) return undefined;
  return { token, name, role: role.data };
}

/** 30 days with 'remember me' (the token's own lifetime); otherwise a browser-session cookie. */
export const REMEMBER_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Writes the session cookie; Secure when the request came over HTTPS. */
export function commitSession(session: Session<SessionData>, request: Request, remember = false): Promise<string> {
  return sessionStorage().commitSession(session, {
    secure: isHttps(request),
    ...(remember ? { maxAge: REMEMBER_MAX_AGE_S } : {}),
  });
}

/**
 * The cookie of a session the API no longer accepts: no token, only the mark that it
 * expired, so every request after it (a form post, a live reload) lands on a sign-in page
 * that says why, whichever of them met the refusal first.
 */
export function expireSession(session: Session<SessionData>, request: Request): Promise<string> {
  session.unset('token');
  session.unset('name');
  session.unset('role');
  session.set('expired', true);
  return commitSession(session, request);
}

export function destroySession(session: Session<SessionData>, request: Request): Promise<string> {
  return sessionStorage().destroySession(session, { secure: isHttps(request) });
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

import { createCookieSessionStorage, createSession, type Session } from '@remix-run/node';
import { roleSchema } from '#contract/auth';
import type { Role } from '#contract/roles';
import type { ServerArgs } from './server-args';

/** Who is signed in: the API token and what the screens show of its owner. */
export interface SessionUser {
  token: string;
  name: string;
  role: Role;
}

/**
 * The API token lives only here: a signed, httpOnly, SameSite=Lax cookie, never in
 * localStorage (docs/decisions/002-token-in-cookie.md). It is Secure whenever the page was
 * served over HTTPS (directly or behind a proxy that says so), see commitSession below.
 * Besides the user, it keeps the mark set when the API refused the token: the sign-in page
 * then says the session ended.
 */
export type SessionData = SessionUser & { expired: boolean };

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

interface SessionCookies {
  storage: ReturnType<typeof createCookieSessionStorage<SessionData>>;
  verified: Map<string, Partial<SessionData>>;
}
/** One storage and one memo per signing secret (a process has one; tests may use several). */
const bySecret = new Map<string, SessionCookies>();

export function sessionCookies(secret: string): SessionCookies {
  let found = bySecret.get(secret);
  if (!found) {
    const storage = createCookieSessionStorage<SessionData>({
      cookie: { name: 'wd_session', httpOnly: true, sameSite: 'lax', path: '/', secrets: [secret] },
    });
    bySecret.set(secret, (found = { storage, verified: new Map() }));
  }
  return found;
}

/** The session a Cookie header carries, checked with `secret` (or its memo, above). */
export async function readSession(cookie: string | null | undefined, secret: string): Promise<Session<SessionData>> {
  const { storage, verified } = sessionCookies(secret);
  const known = cookie ? verified.get(cookie) : undefined;
  if (known) return createSession<SessionData>({ ...known } as SessionData);
  const session = await storage.getSession(cookie);
  if (cookie && cookie.length <= VERIFIED_HEADER_MAX && session.has('token')) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(cookie, { ...session.data } as Partial<SessionData>);
  }
  return session;
}

/** The session of a loader's or action's request. */
export function getSession({ request, context }: ServerArgs): Promise<Session<SessionData>> {
  return readSession(request.headers.get('Cookie'), context.settings.sessionSecret);
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
export function commitSession(session: Session<SessionData>, { request, context }: ServerArgs, remember = false): Promise<string> {
  return sessionCookies(context.settings.sessionSecret).storage.commitSession(session, {
    secure: isHttps(request),
    ...(remember ? { maxAge: REMEMBER_MAX_AGE_S } : {}),
  });
}

/**
 * The cookie of a session the API no longer accepts: no token, only the mark that it
 * expired, so every request after it (a form post, a live reload) lands on a sign-in page
 * that says why, whichever of them met the refusal first.
 */
export function expireSession(session: Session<SessionData>, args: ServerArgs): Promise<string> {
  session.unset('token');
  session.unset('name');
  session.unset('role');
  session.set('expired', true);
  return commitSession(session, args);
}

export function destroySession(session: Session<SessionData>, { request, context }: ServerArgs): Promise<string> {
  return sessionCookies(context.settings.sessionSecret).storage.destroySession(session, { secure: isHttps(request) });
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { roleSchema, type Role } from '#contract/roles';
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

export function getSession(request: Request | string | null | undefined): Promise<Session<SessionData>> {
  const cookie = typeof request === 'string' || request == null ? request : request.headers.get('Cookie');
  return sessionStorage().getSession(cookie);
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

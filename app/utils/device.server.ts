import { randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import type { ServerArgs } from './server-args';
import { isHttps } from './session.server';

/**
 * A random id for this browser, kept a year. The API remembers the devices where an
 * account signed in, and a correct password from one of them is not held by the limits
 * meant for guessers elsewhere, so nobody can lock a cashier out from another machine.
 */
const bySecret = new Map<string, ReturnType<typeof createCookie>>();
function deviceCookie(secret: string) {
  let cookie = bySecret.get(secret);
  if (!cookie)
    bySecret.set(
      secret,
      (cookie = createCookie('wd_device', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 365 * 24 * 3600, secrets: [secret] })),
    );
  return cookie;
}

/** The device id the browser sent, if it is one of ours. */
export async function deviceOf({ request, context }: ServerArgs): Promise<string | undefined> {
  const value: unknown = await deviceCookie(context.settings.sessionSecret).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && /^[\w-]{16,64}$/.test(value) ? value : undefined;
}

export function newDeviceId(): string {
  return randomBytes(24).toString('base64url');
}

/** The Set-Cookie that keeps (or first gives) this browser its device id. */
export async function keepDevice({ request, context }: ServerArgs, device: string | undefined): Promise<string> {
  return deviceCookie(context.settings.sessionSecret).serialize(device ?? newDeviceId(), { secure: isHttps(request) });
}

import { createCookie, redirect } from '@remix-run/node';
import { toastSchema, type Toast } from './toast';

/** A one-shot cookie: an action flashes a toast, the next root loader shows and clears it. */
const toastCookie = createCookie('wd_toast', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 });

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastCookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const raw: unknown = await toastCookie.parse(request.headers.get('Cookie'));
  const headers = new Headers();
  if (raw == null) return { toast: null, headers };
  headers.append('Set-Cookie', await toastCookie.serialize('', { maxAge: 0 }));
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}

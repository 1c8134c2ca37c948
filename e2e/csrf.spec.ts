import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { io } from 'socket.io-client';
import { apiAs } from './api-client';
import { finishedOrder } from './api-fixtures';
import { DEMO } from './support';

/**
 * CSRF (docs/security.md): a page of another site that posts a form to Washdesk with the cashier's
 * cookie is refused before any action runs; so is a live socket opened from it.
 */
const EVIL = 'https://evil.example';

async function signedIn(baseURL: string, who: keyof typeof DEMO): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/log_in', { form: { ...DEMO[who], redirectTo: '' }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  return context;
}

async function paidOf(request: APIRequestContext, orderId: number): Promise<number> {
  const desk = await apiAs(request, 'cashier');
  return (await desk.call('order/:id', { params: { id: orderId } })).total_paid;
}

test("a payment form posted from another site with the cashier's cookie is refused and pays nothing", async ({ request, baseURL }) => {
  const { orderId } = await finishedOrder(request);
  const cashier = await signedIn(baseURL!, 'cashier');
  const form = { intent: 'pay', method: 'cash', sum: '100', key: `csrf-${orderId}-evil` };

  const forged = await cashier.post(`/cashier/task/${orderId}`, { form, headers: { Origin: EVIL }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('не со страницы Washdesk');
  // No Origin and no Referer at all: refused too.
  const bare = await cashier.post(`/cashier/task/${orderId}.data`, { form, headers: { Origin: '', Referer: '' }, maxRedirects: 0 });
  expect(bare.status()).toBe(403);
  expect(await paidOf(request, orderId)).toBe(0);

  // The same form from our own page goes through.
  const own = await cashier.post(`/cashier/task/${orderId}.data`, {
    form: { ...form, key: `csrf-${orderId}-own` },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(own.status()).toBeLessThan(400);
  expect(await paidOf(request, orderId)).toBe(100);
  await cashier.dispose();
});

test('a sign-in from our own page is answered, whatever host a client says it forwarded', async ({ baseURL }) => {
  // Our check accepts the origin by Host; Remix's own comparison with X-Forwarded-Host (another
  // name of this machine here) used to answer a bare 500 instead of the form's answer.
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/log_in', {
    form: { login: DEMO.cashier.login, password: 'не тот пароль', redirectTo: '' },
    headers: { Origin: baseURL!, 'X-Forwarded-Host': 'localhost' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(401);
  expect(await res.text()).toContain('Неверный логин или пароль');
  await context.dispose();
});

test('signing in from another site is refused (no login CSRF)', async ({ baseURL }) => {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/log_in', { form: { ...DEMO.cashier, redirectTo: '' }, headers: { Origin: EVIL }, maxRedirects: 0 });
  expect(res.status()).toBe(403);
  expect(res.headers()['set-cookie'] ?? '').not.toContain('wd_session');
  await context.dispose();
});

test("a live socket opened from another site with the master's cookie is refused", async ({ baseURL }) => {
  const master = await signedIn(baseURL!, 'master');
  const cookie = (await master.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const attempt = (origin: string) =>
    new Promise<string>((resolve) => {
      const socket = io(baseURL!, { transports: ['websocket'], extraHeaders: { cookie, origin }, reconnection: false, forceNew: true });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', () => {
        socket.close();
        resolve('refused');
      });
    });
  expect(await attempt(EVIL)).toBe('refused');
  expect(await attempt(baseURL!)).toBe('connected');
  await master.dispose();
});

import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { DEMO, signIn } from './support';

/** What an attacker on the shop's network got (docs/security.md, the second round), tried again against the real server. */

/** One raw HTTP exchange, for what a browser would never send (a foreign Host, a huge declared body). */
function raw(baseURL: string, options: { method?: string; path: string; headers: Record<string, string>; body?: string }) {
  const url = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

test('a crafted redirectTo after sign-in never leaves the site', async ({ page, baseURL }) => {
  for (const target of ['%2F%09%2Fevil.example%2Fphish', '%2F.%2F%2Fevil.example%2Fphish', '%2Fa%2F..%2F%2Fevil.example']) {
    await page.context().clearCookies();
    await page.goto(`/log_in?redirectTo=${target}`);
    await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
    await expect(page).toHaveURL(`${baseURL}/cashier/tasks/active`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a redirectTo with a line break or an ideographic space signs in and goes home, no server error', async ({ page, baseURL }) => {
  for (const target of ['%2Fcashier%0D%0ASet-Cookie%3A%20x%3D1', '%2F%E3%80%80%2Fevil.example']) {
    await page.context().clearCookies();
    await page.goto(`/log_in?redirectTo=${target}`);
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(`${baseURL}/master/tasks/new`);
  }
});

test('a 400 MB form body is refused before it is read', async ({ baseURL }) => {
  const answer = await raw(baseURL!, {
    method: 'POST',
    path: '/log_in?index',
    headers: { Origin: baseURL!, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(400 * 1024 * 1024) },
    body: 'login=a&password=',
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toBe('Слишком большой запрос. Отправьте форму ещё раз.');
});

test('a page asked for in the old data form (?_data=) is refused as a wrong address, not answered', async ({ request }) => {
  // Single fetch reads pages' data as `.data`; Remix still answered `?_data=` and logged a stack for each.
  for (const path of ['/log_in?_data=root', '/log_in?a=b?&_data=routes%2Flog_in']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(await answer.text()).toBe('Неверный адрес страницы: проверьте ссылку.');
  }
});

test('a web form post of another type is refused, not a server error', async ({ baseURL }) => {
  // Multipart too: no screen sends it, and one without its boundary, or cut off, cannot be read.
  const multipart = [{ 'Content-Type': 'multipart/form-data' }, { 'Content-Type': 'multipart/form-data; boundary=XX' }];
  for (const headers of [{ 'Content-Type': 'text/plain' }, { 'Content-Type': 'application/json' }, {}, ...multipart] as Array<
    Record<string, string>
  >) {
    const answer = await raw(baseURL!, {
      method: 'POST',
      path: '/log_in?index',
      headers: { Origin: baseURL!, ...headers },
      body: 'login=a&password=b',
    });
    expect(answer.status, JSON.stringify(headers)).toBe(415);
    expect(answer.body).toBe('Запрос должен быть отправлен формой Washdesk.');
  }
});

test('a request for a name the server does not know is refused (DNS rebinding)', async ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const foreign = await raw(baseURL!, { path: '/log_in', headers: { Host: `evil.example:${port}` } });
  expect(foreign.status).toBe(421);
  const api = await raw(baseURL!, {
    method: 'POST',
    path: '/api/v1/login',
    headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO.cashier),
  });
  expect(api.status).toBe(421);
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    expect((await raw(baseURL!, { path: '/log_in', headers: { Host: host } })).status).toBe(200);
  }
});

test('signed-in pages are not cached, frames are refused, and HSTS is not claimed over plain HTTP', async ({ page }) => {
  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  const response = await page.reload();
  const headers = response!.headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('a NUL byte in the sign-in form is a clear refusal, not a server error', async ({ page, baseURL }) => {
  await page.goto('/log_in');
  const answer = await page.request.post('/log_in?index', {
    headers: { Origin: baseURL! },
    form: { login: 'cash\u0000ier', password: 'cashier-demo' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(500);
  expect(answer.status()).toBeGreaterThanOrEqual(400);
  await page.getByLabel('Логин').fill('cash\u0000ier');
  await page.getByLabel('Пароль', { exact: true }).fill('cashier-demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/log_in/);
});

test('the live socket ends with the session: signing out closes it', async ({ page, context, baseURL }) => {
  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const socket = io(baseURL!, { transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: cookie, Origin: baseURL! } });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const ended = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  await page.getByRole('button', { name: 'Профиль' }).click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/log_in/);
  // The server rechecks every socket's session every 5 seconds.
  const reason = await Promise.race([ended, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 15_000))]);
  socket.close();
  expect(reason).toBe('io server disconnect');
});

test('a page guards its role by itself, even when a data request runs its loader alone (?_routes=)', async ({ page }) => {
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  const cashierPage = await page.request.get('/cashier/task/1.data?_routes=routes%2F_app.cashier.task.%24orderId', { maxRedirects: 0 });
  // The same order's page in the master's own area, never the cashier's data.
  expect(cashierPage.headers().location).toBe('/master/task/1');
  expect(await cashierPage.text()).not.toContain('pay_transactions');
  const cashierList = await page.request.get('/cashier/tasks/active.data?_routes=routes%2F_app.cashier.tasks.active', { maxRedirects: 0 });
  expect(cashierList.headers().location).toBe('/master/tasks/new');
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoDataDir } from './demo-data-dir';
import { testServer } from './spawn-server';
import { DEMO, signIn } from './support';
import { spawnProductionServer } from '../scripts/production-runtime';

/**
 * Insecure defaults (docs/security.md): `npm start` must not hand the shop's network a cashier
 * account with a published password. Each test runs a server of its own on a data directory of
 * its own, with HOST unset as after `npm start`: a new one where the first start is tested.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

/** This machine's address on its network (not loopback), where the shop's devices would connect. */
function lanAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  if (!found) throw new Error('this machine has no network address besides loopback');
  return found.address;
}

const reachable = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(3_000) })
    .then((r) => r.status)
    .catch(() => 0);

async function changePassword(baseURL: string, login: string, current: string, next: string) {
  const signedIn = await fetch(`${baseURL}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: current }),
  });
  const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
  const changed = await fetch(`${baseURL}/api/v1/user/password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ current_password: current, password: next, password_repeat: next }),
  });
  expect(changed.status).toBe(200);
}

test('with demo passwords left the server listens here only, names them at sign-in, warns staff till they change, then opens', async ({
  page,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-defaults-'));
  const server = testServer({ DATA_DIR: dataDir, HOST: '', ALLOW_REGISTRATION: '' });
  try {
    await server.start();
    expect(await reachable(`${server.baseURL}/healthz`)).toBe(200);
    expect(await reachable(`http://${lanAddress()}:${server.port}/healthz`)).toBe(0);

    // Registration is closed by default.
    const register = await fetch(`${server.baseURL}/api/v1/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'intruder',
        email: 'intruder@example.test',
        password: 'long enough pass',
        password_repeat: 'long enough pass',
      }),
    });
    expect(register.status).toBe(403);
    await page.goto(`${server.baseURL}/register`);
    await expect(page.getByRole('status')).toHaveText(
      'Регистрация на этом сервере закрыта. Попросите администратора создать вам учётную запись.',
    );
    await expect(page.getByLabel('Имя пользователя')).toHaveCount(0);

    // The sign-in page of this machine names the demo accounts with their passwords.
    await page.goto(`${server.baseURL}/log_in`);
    const demoTable = page.getByRole('table', { name: 'Демо-доступ' });
    await expect(demoTable.getByRole('row')).toHaveText(
      [
        'Роль Логин Пароль',
        'Мастер master master-demo',
        'Кассир cashier cashier-demo',
        'Табло display display-demo',
        'Владелец owner owner-demo',
      ].map((r) => new RegExp(r.replaceAll(' ', '\\s*'))),
    );
    await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
    const banner = page.getByRole('alert').filter({ hasText: 'Демо-пароли ещё действуют' });
    // The owner's own demo password is the owner's news only: staff are not told the back office is open.
    await expect(banner).toContainText('Демо-пароли ещё действуют: master, cashier, display.');
    // One line until opened; then what the cashier can do herself, and the commands for the rest.
    await banner.getByText('Что делать').click();
    await expect(banner.getByText('npm run users -- set-password --login display --password НОВЫЙ_ПАРОЛЬ')).toBeVisible();
    await banner.getByRole('link', { name: 'Сменить свой пароль в «Настройках»' }).click();
    await expect(page).toHaveURL(/\/account\/profile#wd-profile-password$/);
    await expect(page.getByLabel('Текущий пароль')).toBeVisible();
    // The wall screen, which customers read, carries no staff warning.
    const wall = await page.context().browser()!.newPage();
    await wall.goto(`${server.baseURL}/log_in`);
    await signIn(wall, DEMO.display.login, DEMO.display.password);
    await expect(wall.getByRole('heading', { name: 'Очередь' })).toBeVisible();
    await expect(wall.getByText('Демо-пароли ещё действуют')).toHaveCount(0);
    await wall.close();

    // A master with a password of her own watches the warning go as the others change theirs: no reload.
    const owner = await fetch(`${server.baseURL}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO.owner),
    });
    const ownerToken = ((await owner.json()) as { data: { token: string } }).data.token;
    const vera = { login: 'vera', password: 'vera-own-password-2026' };
    const created = await fetch(`${server.baseURL}/api/v1/owner/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ ...vera, name: 'Вера', role: 'master' }),
    });
    expect(created.status).toBe(200);
    const bay = await page.context().browser()!.newPage();
    await bay.goto(`${server.baseURL}/log_in`);
    await signIn(bay, vera.login, vera.password);
    await expect(bay.getByRole('alert').filter({ hasText: 'Демо-пароли ещё действуют' })).toContainText(
      'Демо-пароли ещё действуют: master, cashier, display.',
    );
    for (const who of ['master', 'cashier', 'display', 'owner'] as const)
      await changePassword(server.baseURL, DEMO[who].login, DEMO[who].password, `${who}-own-password-2026`);
    await expect(bay.getByText('Демо-пароли ещё действуют')).toHaveCount(0);
    await expect(bay.getByRole('heading', { level: 1 })).toBeVisible();
    await bay.close();

    // Nor does the sign-in page name them any more.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${server.baseURL}/log_in`);
    await expect(visitor.getByLabel('Логин')).toBeVisible();
    await expect(visitor.getByRole('table', { name: 'Демо-доступ' })).toHaveCount(0);
    await visitor.close();

    // With no demo password left, the next start opens the server to the network.
    await server.stop();
    await server.start();
    expect(await reachable(`http://${lanAddress()}:${server.port}/healthz`)).toBe(200);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('production refuses to open the server to the network while demo passwords are left', async () => {
  // A first start's demo data, copied: the first start itself is the test above.
  const dataDir = demoDataDir('washdesk-open-');
  try {
    const child = spawnProductionServer(
      { DATA_DIR: dataDir, PORT: String(4900 + Math.floor(Math.random() * 90)), HOST: '0.0.0.0', LOG_LEVEL: 'error' },
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start: HOST=0.0.0.0');
    expect(stderr).toContain('master, cashier, display, owner');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a first start killed before the demo data was in still gets the demo accounts on the next start', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-first-'));
  const server = testServer({ DATA_DIR: dataDir });
  try {
    const child = spawnProductionServer(
      { DATA_DIR: dataDir, PORT: String(server.port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    // What it said if it ended by itself: once, on a busy machine, this waited the whole minute for
    // the database and the failure said nothing of why; a process gone early now fails at once, saying so.
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const gone = new Promise((resolve) => child.once('exit', resolve));
    let ended = false;
    void gone.then(() => (ended = true));
    // Killed as soon as the database exists, long before the demo data is written.
    await expect.poll(() => existsSync(path.join(dataDir, 'PG_VERSION')) || ended, { timeout: 60_000, intervals: [10] }).toBe(true);
    expect(ended, `the first start ended by itself before its database existed:\n${said}`).toBe(false);
    child.kill('SIGKILL');
    await gone;

    await server.start();
    const login = await fetch(`${server.baseURL}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO.cashier),
    });
    expect(login.status).toBe(200);
    // The demo orders are there too, and only once.
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const list = await fetch(`${server.baseURL}/api/v1/order/list?page=1&limit=1`, { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { total: number } }).data.total).toBe(200);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openContext } from './support';
import { testServer } from './spawn-server';

/**
 * The logs (docs/security.md): a server logging everything it logs (debug) while people sign in wrongly and
 * rightly, register, change a password and call the API with a forged token: its log
 * holds the request ids and the users' ids, and none of the passwords, tokens or cookies.
 */
test('the log carries request and user ids, never a password, a token or a cookie', async ({ browser }) => {
  // A server of its own starts first (a migration and argon2 hashes): more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-logs-'));
  const server = testServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', SEED_DEMO: 'false', ALLOW_REGISTRATION: 'true' }, undefined, {
    keepOutput: true,
  });
  await server.start();
  try {
    const secrets = ['секретный-пароль-42', 'wrong-secret-99', 'новый-секретный-пароль', 'forged-token-value-123456'];
    const context = await openContext(browser, { baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Имя пользователя').fill('logged');
    await page.getByLabel('E-mail').fill('logged@example.test');
    await page.getByLabel('Пароль').fill(secrets[0]!);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
    await page.goto('/account/profile');
    await page.getByLabel('Текущий пароль').fill(secrets[0]!);
    await page.getByLabel('Новый пароль', { exact: true }).fill(secrets[2]!);
    await page.getByLabel('Повторите новый пароль').fill(secrets[2]!);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Пароль изменён' })).toBeVisible();
    for (const cookie of await context.cookies()) secrets.push(cookie.value);

    const api = await fetch(`${server.baseURL}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'logged', password: secrets[1] }),
    });
    expect(api.status).toBe(401);
    const right = await (
      await fetch(`${server.baseURL}/api/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: 'logged', password: secrets[2] }),
      })
    ).json();
    secrets.push(right.data.token);
    expect((await fetch(`${server.baseURL}/api/v1/order/list`, { headers: { Authorization: `Bearer ${right.data.token}` } })).status).toBe(
      200,
    );
    expect((await fetch(`${server.baseURL}/api/v1/order/list`, { headers: { Authorization: `Bearer ${secrets[3]}` } })).status).toBe(401);
    await context.close();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const lines = server.output
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'));
  const entries = lines.map((l) => JSON.parse(l) as { req?: { id?: string; url?: string }; userId?: number });
  const requests = entries.filter((e) => e.req);
  expect(requests.length).toBeGreaterThan(5);
  expect(requests.every((e) => typeof e.req!.id === 'string' && e.req!.id.length > 0)).toBe(true);
  // The signed-in API call names its user.
  expect(requests.some((e) => e.req!.url === '/api/v1/order/list' && typeof e.userId === 'number')).toBe(true);
  const text = server.output.join('');
  expect(text).not.toMatch(/authorization|"cookie"|set-cookie/i);
});

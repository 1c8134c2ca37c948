import { expect, test } from '@playwright/test';
import { countersOf } from './api-fixtures';
import { DEMO, expectNoRawText, signIn } from './support';

test.describe('signing in and out', () => {
  test('a master lands on the new order page with the master menu and counters, then signs out', async ({ page, request }) => {
    expect((await countersOf(request, 'master')).waiting).toBeGreaterThan(0); // the demo setup has a queue
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    await expect(page.getByRole('heading', { name: 'Новый заказ' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(menu.getByRole('link', { name: 'Новый заказ' })).toBeVisible();
    // Each badge shows what the API counts (other tests add orders meanwhile, so the
    // comparison is retried with a fresh page).
    await expect(async () => {
      const counters = await countersOf(request, 'master');
      await page.reload();
      await expect(menu.getByRole('link', { name: `Ожидают ${counters.waiting}` })).toBeVisible({ timeout: 1000 });
      await expect(menu.getByRole('link', { name: `В работе ${counters.inProgress}` })).toBeVisible({ timeout: 1000 });
      await expect(menu.getByRole('link', { name: `Выполненные ${counters.done}` })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(menu.getByRole('link', { name: 'Все заказы' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Заказы/ })).toHaveCount(0);
    await expectNoRawText(page);

    await page.getByRole('link', { name: /Ожидают/ }).click();
    await expect(page).toHaveURL(/\/master\/tasks\/pending$/);

    await page.getByRole('button', { name: 'Профиль' }).click();
    await expect(page.getByText('master@washdesk.local')).toBeVisible();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/log_in$/);
    await page.goto('/master/tasks/new');
    await expect(page).toHaveURL(/\/log_in\?redirectTo=%2Fmaster%2Ftasks%2Fnew$/);
  });

  test('a cashier lands on the orders to pay with the cashier menu, then signs out', async ({ page, request }) => {
    await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(async () => {
      const counters = await countersOf(request, 'cashier');
      await page.reload();
      await expect(menu.getByRole('link', { name: `Заказы ${counters.waitingForPayment}` })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(menu.getByRole('link', { name: /Ожидают/ })).toHaveCount(0);
    await expectNoRawText(page);

    // The logo leads to the cashier's home; the master area is not theirs.
    await page.goto('/master/tasks/all');
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);

    await page.getByRole('button', { name: 'Профиль' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/log_in$/);
  });

  test('the display account lands on the queue screen and sees nothing else', async ({ page }) => {
    await signIn(page, DEMO.display.login, DEMO.display.password);
    await expect(page).toHaveURL(/\/display$/);
    for (const column of ['Ожидают', 'В работе', 'Готово']) {
      await expect(page.getByRole('heading', { name: column })).toBeVisible();
    }
    await expectNoRawText(page);
    await page.goto('/cashier/tasks/active');
    await expect(page).toHaveURL(/\/display$/);
    // A wall screen has no buttons.
    await expect(page.getByRole('button')).toHaveCount(0);
  });

  test('a wrong password shows the server details in a red alert and keeps the login', async ({ page }) => {
    await signIn(page, DEMO.master.login, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
    await expect(page.getByLabel('Логин')).toHaveValue('master');
    await expect(page).toHaveURL(/\/log_in/);
  });

  test('the e-mail works as the login, and the user returns to the page they wanted', async ({ page }) => {
    await page.goto('/master/tasks/completed');
    await expect(page).toHaveURL(/redirectTo=%2Fmaster%2Ftasks%2Fcompleted/);
    await signIn(page, 'MASTER@washdesk.local', DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/completed$/);
    await expect(page.getByRole('heading', { name: 'Выполненные' })).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/log_in');
    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Скрыть пароль' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a browser that cannot fetch the words file (a blocker, a lost packet) still gets a page that works, in its words', async ({
    page,
  }) => {
    await page.route('**/words/**', (route) => route.abort());
    await page.goto('/log_in');
    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill('secret-words');
    // The page came to life with the words of /locales: the toggle works and says so in Russian.
    await page.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Скрыть пароль' })).toBeVisible();
    await expectNoRawText(page);
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page.getByRole('heading', { name: 'Новый заказ' })).toBeVisible();
  });

  test('remember me keeps the session cookie for 30 days; without it the cookie ends with the browser', async ({ page, context }) => {
    await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
    const session = (await context.cookies()).find((c) => c.name === 'wd_session');
    expect(session?.expires).toBe(-1);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await context.clearCookies();
    await signIn(page, DEMO.cashier.login, DEMO.cashier.password, { remember: true });
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
    const remembered = (await context.cookies()).find((c) => c.name === 'wd_session');
    const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });
});

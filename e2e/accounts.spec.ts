import { expect, test, type Page } from '@playwright/test';
import { expectNoRawText, uniqueName } from './support';

async function register(page: Page, name: string, password: string, email = `${name}@example.test`) {
  await page.goto('/register');
  await page.getByLabel('Имя пользователя').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

test.describe('accounts', () => {
  test('a new person registers, becomes a cashier and lands on the cashier home', async ({ page }) => {
    // A Russian name, as staff write theirs.
    const email = `${uniqueName('newbie')}@example.test`;
    const name = `Анна Петрова ${email.slice(6, 12)}`;
    await register(page, name, 'a good password', email);
    await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
    await page.getByRole('button', { name: 'Профиль' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('link', { name: 'Настройки' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByText('Кассир', { exact: true })).toBeVisible();
    await expectNoRawText(page);
  });

  test('registration refuses a short password and a taken name, saying why', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Имя пользователя').fill(uniqueName('short'));
    await page.getByLabel('E-mail').fill('short@example.test');
    await page.getByLabel('Пароль').fill('1234');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Слишком коротко, минимальная длина: 8')).toBeVisible();

    await register(page, 'master', 'long enough password');
    await expect(page.getByRole('alert').filter({ hasText: 'Этот логин уже занят' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the reset page answers with a neutral message and leads back to sign-in', async ({ page }) => {
    await page.goto('/log_in');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL(/\/reset_password$/);
    await expect(page.getByRole('heading', { name: 'Добро пожаловать в CRM' })).toBeVisible();
    await page.getByLabel('E-mail').fill('someone@example.test');
    await page.getByRole('button', { name: 'Восстановить пароль' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'мы отправили на него ссылку' })).toBeVisible();
    await page.getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/log_in$/);
  });

  test('changing the password shows a green toast and signs out the other sessions', async ({ browser }) => {
    const name = uniqueName('changer');
    const first = await browser.newPage();
    await register(first, name, 'first password');
    await expect(first).toHaveURL(/\/cashier\/tasks\/active$/);

    const second = await browser.newPage();
    await second.goto('/log_in');
    await second.getByLabel('Логин').fill(name);
    await second.getByLabel('Пароль', { exact: true }).fill('first password');
    await second.getByRole('button', { name: 'Войти' }).click();
    await expect(second).toHaveURL(/\/cashier\/tasks\/active$/);

    await first.goto('/account/profile');
    await first.getByLabel('Текущий пароль').fill('first password');
    await first.getByLabel('Новый пароль', { exact: true }).fill('second password');
    await first.getByLabel('Повторите новый пароль').fill('second password');
    await first.getByRole('button', { name: 'Сменить пароль' }).click();
    const toast = first.getByRole('status').filter({ hasText: 'Успешно' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Пароль изменён');
    await toast.getByRole('button', { name: 'Закрыть' }).click();
    await expect(toast).toBeHidden();

    // The API now answers 401 to the other session: it is sent to sign in, and back after.
    await second.goto('/account/profile');
    await expect(second).toHaveURL(/\/log_in\?redirectTo=%2Faccount%2Fprofile$/);
    await second.getByLabel('Логин').fill(name);
    await second.getByLabel('Пароль', { exact: true }).fill('second password');
    await second.getByRole('button', { name: 'Войти' }).click();
    await expect(second).toHaveURL(/\/account\/profile$/);
  });
});

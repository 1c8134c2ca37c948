import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiWith } from './api-client';
import { expectNoRawText, signIn, uniqueName } from './support';

/** The server of playwright.config.ts writes every mail here (MAIL_OUTBOX_FILE, the log provider). */
const OUTBOX = '.e2e-data/mail.log';

/** The reset link of the last mail to this address, once it is there. */
async function resetLinkFor(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const outbox = existsSync(OUTBOX) ? readFileSync(OUTBOX, 'utf8') : '';
      const at = outbox.lastIndexOf(`Mail to ${email}:`);
      link = at < 0 ? undefined : /https?:\/\/\S+\/reset_password\?token=[\w-]+/.exec(outbox.slice(at))?.[0];
      return link;
    })
    .toBeDefined();
  return new URL(link!);
}

test('a person who forgot the password gets a link by mail, sets a new password and signs in with it', async ({ page, request }) => {
  const name = uniqueName('forgetful');
  const email = `${name}@example.test`;
  const oldPassword = 'old password of mine';
  const newPassword = 'brand new password';
  await apiWith(request).call('register', { body: { name, email, password: oldPassword, password_repeat: oldPassword } });

  await page.goto('/log_in');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/reset_password$/);
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Восстановить пароль' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Если этот адрес зарегистрирован, мы отправили на него ссылку для сброса пароля. Ссылка действует 30 минут.' }),
  ).toBeVisible();

  const link = await resetLinkFor(email);
  // Built from the settings (no PUBLIC_ORIGIN here: localhost and the port), never from the request.
  expect(link.origin).toBe(`http://localhost:${new URL(page.url()).port}`);
  const linkPath = `${link.pathname}${link.search}`;
  await page.goto(linkPath);
  await expect(page.getByText('Придумайте новый пароль')).toBeVisible();
  await expectNoRawText(page);

  await page.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
  await page.getByLabel('Повторите новый пароль').fill('something else');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();

  await page.getByLabel('Повторите новый пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page).toHaveURL(/\/log_in\?reset=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Пароль изменён. Войдите с новым паролем.' })).toBeVisible();

  // The link works once.
  await page.goto(linkPath);
  await page.getByLabel('Новый пароль', { exact: true }).fill('a third password');
  await page.getByLabel('Повторите новый пароль').fill('a third password');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Запросить новую' })).toBeVisible();

  await page.goto('/log_in');
  await signIn(page, name, oldPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' })).toBeVisible();
  await signIn(page, name, newPassword);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
});

import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('an unknown address shows the 404 page with status 404 and leads home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Упс! Страница, которую вы ищете, не найдена :(')).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/log_in$/);

  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  await page.goto('/404');
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
});

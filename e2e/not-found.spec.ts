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
  // A record that is not there says which, still with status 404 and the way home.
  const missing = await page.goto('/clients/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Клиент №999999 не найден' })).toBeVisible();
  await expect(page.getByText('Упс! Страница, которую вы ищете, не найдена :(')).toHaveCount(0);
  await page.goto('/404');
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
});

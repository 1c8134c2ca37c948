import { expect, test } from '@playwright/test';
import { DEMO, expectNoRawText, pick, signIn } from './support';

/**
 * A foreign plate is kept as typed (docs/domain.md 'Vehicles, clients, catalogue'): no Latin
 * letter becomes a Cyrillic one, the order lists find it by what was typed, and the task
 * page shows it as typed. The data folder is fresh on every run, so the plate is free.
 */
test('a master takes an order for a foreign plate, finds it and sees it as typed', async ({ page }) => {
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);

  // The focused plate field opens its suggestions over the checkbox; Escape closes them.
  const field = page.getByRole('combobox', { name: 'Номер ТС' });
  await field.press('Escape');
  await page.getByRole('checkbox', { name: 'Номер нестандартный' }).check();
  await field.pressSequentially('b-mw 1234');
  await expect(field).toHaveValue('B-MW 1234');
  await page.getByRole('button', { name: 'Принять заказ' }).click();

  // Step 2: a car never seen, under the plate as typed.
  await expect(page.getByRole('tab', { name: 'Шаг 2', selected: true })).toBeVisible();
  await expect(page.getByText('Новая машина')).toBeVisible();
  await expect(page.getByText('B-MW 1234', { exact: true })).toBeVisible();
  await pick(page, 'Марка ТС', 'фольк', 'Volkswagen');
  await pick(page, 'Модель ТС', 'поло', 'Polo');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
  const orderId = /order=(\d+)/.exec(page.url())?.[1];
  expect(orderId).toBeTruthy();
  await page.getByRole('button', { name: 'Добавить: Мойка кузова' }).click();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible();

  // The list finds it by a fragment of what was typed; the row opens the task page.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Все заказы' }).click();
  await page.getByRole('searchbox', { name: 'поиск по номеру ТС' }).fill('mw 12');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('link', { name: 'B-MW 1234', exact: true }).filter({ visible: true }).click();

  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await expect(page.getByText('B-MW 1234', { exact: true })).toBeVisible();
  await expect(page.getByText('ВМW1234')).toHaveCount(0);
  await expectNoRawText(page);
});

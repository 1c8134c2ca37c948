import { expect, test } from '@playwright/test';
import { DEMO, expectNoRawText, signIn } from './support';

/** Cyrillic plate letters typed on a Latin keyboard, as a master with a Latin layout would. */
const LATIN: Record<string, string> = { А: 'a', В: 'b', Е: 'e', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', У: 'y', Х: 'x' };

test('the master finds an order by a plate typed on a Latin keyboard and pages through all orders', async ({ page }) => {
  // Five page loads of 50 rows each: more than 30 s on the 2-core CI machine when it is busy.
  test.setTimeout(60_000);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Все заказы' }).click();
  await expect(page).toHaveURL(/\/master\/tasks\/all$/);
  await expect(page.getByText(/^Страница 1 из [4-9]$/)).toBeVisible(); // 200 demo orders and those other tests add
  await expectNoRawText(page);

  const plate = (await page.locator('table .wd-plate').first().innerText()).replace(/\s/g, '');
  const typed = [...plate.slice(0, 6)].map((ch) => LATIN[ch] ?? ch).join('');
  await page.getByRole('searchbox', { name: 'поиск по номеру ТС' }).fill(typed);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${typed}`));
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const text of await page.locator('table .wd-plate').allInnerTexts()) {
    expect(text.replace(/\s/g, '')).toContain(plate.slice(0, 6));
  }

  await page.getByRole('searchbox', { name: 'поиск по номеру ТС' }).fill('');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('link', { name: 'Дальше' }).click();
  await expect(page.getByText(/^Страница 2 из [4-9]$/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
});

test('the cashier sees the orders waiting for payment with sums in roubles', async ({ page }) => {
  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page.getByRole('heading', { name: 'Заказы к оплате' })).toBeVisible();
  const header = page.locator('table thead');
  for (const column of ['#', 'Телефон', 'Ключи', 'Заказ', 'Принят', 'Статус оплаты']) {
    await expect(header.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.locator('table tbody tr').first()).toContainText(/\d\s?₽/);
  // A paid order is here only for its keys, still in their cell, or for money to give back
  // (a service removed after payment).
  const paid = page.locator('table tbody tr').filter({ has: page.getByText('Оплачен', { exact: true }) });
  for (const row of await paid.all()) await expect(row).toContainText(/Выдать ключи|Вернуть \d[\d\s]*\s₽/);
  await expectNoRawText(page);
});

import { expect, test } from '@playwright/test';
import { apiAs, apiWith } from './api-client';
import { pdfPages, points, printed } from './paper';
import { addWashes, newOrder, startWork } from './api-fixtures';
import { DEMO, expectNoRawText, money, openPage, shownPlate, signIn, uniqueName } from './support';

/**
 * What goes on paper (docs/screens.md 'Printing'): the bay's work order from the task page and the customer's
 * receipt from the cashier's page, read as the master and the cashier read them, then printed
 * by Chromium to PDF: the work order on one A4 sheet, the receipt on the 80 mm strip. Both
 * carry the business's details once the owner sets them; the owner's report prints on A4 with
 * every column.
 */

test('the master prints the work order for the bay: plate, car, keys cell, services and who does them, on one A4 sheet', async ({
  browser,
  request,
}) => {
  const master = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(master, { brand: 'Kia' });
  await addWashes(master, orderId, { count: 2 });
  await startWork(master, orderId, { keys: 'taken' });
  const order = await master.call('order/:id', { params: { id: orderId } });
  expect(order.car.key_cell).not.toBeNull();

  const page = await openPage(browser, { viewport: { width: 820, height: 1180 }, hasTouch: true });
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  await page.getByRole('link', { name: 'Печать наряда' }).click();
  await expect(page.getByRole('heading', { name: `Заказ-наряд №${orderId}` })).toBeVisible();
  await expect(page.getByText(shownPlate(plate), { exact: true })).toBeVisible();
  await expect(page.getByText(order.car.model_text, { exact: true })).toBeVisible();
  await expect(page.getByText(`Ячейка ${order.car.key_cell}`, { exact: true })).toBeVisible();
  const services = page.getByRole('table', { name: 'Услуги' });
  for (const item of order.items) {
    const row = services.getByRole('row').filter({ has: page.getByRole('cell', { name: item.name, exact: true }) });
    await expect(row.getByRole('cell', { name: item.workers.map((w) => w.name).join(', '), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
  await expectNoRawText(page);

  const sheets = pdfPages(await printed(page));
  expect(sheets).toHaveLength(1);
  expect(sheets[0]!.width).toBeCloseTo(points(210), 0);
  expect(sheets[0]!.height).toBeCloseTo(points(297), 0);
});

test('the cashier prints a receipt on the 80 mm strip: services, total, how it was paid, and that it is not the fiscal one', async ({
  browser,
  request,
}) => {
  const master = await apiAs(request, 'master');
  const cashier = await apiAs(request, 'cashier');
  const { orderId, plate } = await newOrder(master, { brand: 'Kia' });
  await addWashes(master, orderId, { count: 2 });
  await startWork(master, orderId);
  await master.call('order/complete', { body: { order_id: orderId } });
  const due = (await master.call('order/:id', { params: { id: orderId } })).pay_sum;
  await cashier.call('order/pay', { body: { order_id: orderId, sum: due, method: 'cash' } });
  const order = await cashier.call('order/:id', { params: { id: orderId } });

  const page = await openPage(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/cashier\/tasks\/active$/);
  await page.goto(`/cashier/task/${orderId}`);
  await page.getByRole('link', { name: 'Чек для клиента' }).click();
  const receipt = page.getByRole('article', { name: `Заказ №${orderId}` });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(new RegExp(`^${shownPlate(plate)} · `))).toBeVisible();
  for (const item of order.items) await expect(receipt.getByRole('cell', { name: item.name, exact: true })).toBeVisible();
  await expect(receipt.getByTestId('receipt-total')).toHaveText(money(order.sum_final));
  await expect(receipt.getByText('Наличные', { exact: true })).toBeVisible();
  await expect(receipt.getByText('Не является фискальным чеком')).toBeVisible();
  await expectNoRawText(page);

  // On paper as narrow as the strip (where the language buttons stand under the page on a
  // screen), nothing but the receipt prints: no menu, no buttons.
  await page.setViewportSize({ width: 302, height: 768 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('group', { name: 'Язык' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Печать' })).toBeHidden();
  // Back to the browser's own media (an emulated screen would print with screen styles).
  await page.emulateMedia({ media: null });
  await expect(page.getByRole('group', { name: 'Язык' })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });

  const strips = pdfPages(await printed(page));
  expect(strips.length).toBeGreaterThanOrEqual(1);
  for (const strip of strips) expect(strip.width).toBeCloseTo(points(80), 0);
});

test('the receipt and the work order wait for the business details with a hint, and print them once the owner sets them', async ({
  browser,
  request,
}) => {
  const orderId = (await (await apiAs(request, 'owner')).call('order/list', { query: { status: 'all' } })).orders[0]!.id;
  const master = await openPage(browser, { viewport: { width: 820, height: 1180 } });
  await signIn(master, DEMO.master.login, DEMO.master.password);
  await expect(master).toHaveURL(/\/master\/tasks\/new$/);
  await master.goto(`/master/task/${orderId}/print`);
  await expect(master.getByRole('note')).toHaveText(
    'Реквизиты не заданы: название, адрес, телефон и ИНН для чека и наряда задаёт владелец. ' +
      'Попросите владельца задать их в разделе «Реквизиты».',
  );

  const owner = await openPage(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner).toHaveURL(/\/owner\/prices$/);
  await owner.goto(`/cashier/task/${orderId}/receipt`);
  await owner.getByRole('note').getByRole('link', { name: 'Задать реквизиты' }).click();
  await expect(owner.getByRole('heading', { name: 'Реквизиты', exact: true })).toBeVisible();
  const field = (label: string) => owner.getByLabel(label, { exact: true });
  await field('Название').fill('ООО «Чистый кузов»');
  await field('Адрес').fill('Москва, ул. Мойщиков, 7');
  await field('Телефон').fill('84951234567');
  await field('ИНН').fill('7707083894');
  await owner.getByRole('button', { name: 'Сохранить реквизиты' }).click();
  await expect(field('ИНН')).toHaveAccessibleDescription(/ИНН: 10 цифр \(организация\) или 12 \(ИП\) с верными контрольными цифрами/);
  await field('ИНН').fill('7707083893');
  await owner.getByRole('button', { name: 'Сохранить реквизиты' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Реквизиты сохранены' })).toBeVisible();

  // The master's open work order shows them without a reload; the receipt has them at its head.
  const header = ['ООО «Чистый кузов»', 'Москва, ул. Мойщиков, 7', 'Тел.: +7 (495) 123-45-67', 'ИНН 7707083893'];
  for (const line of header) await expect(master.getByTestId('business').getByText(line, { exact: true })).toBeVisible({ timeout: 15_000 });
  await owner.goBack();
  const receipt = owner.getByRole('article', { name: `Заказ №${orderId}` });
  for (const line of header) await expect(receipt.getByText(line, { exact: true })).toBeVisible();
  await expect(owner.getByRole('note')).toHaveCount(0);
  await expectNoRawText(owner);
});

test("the printed report fits A4 with every column, the shifts' differences included", async ({ browser, request }) => {
  // A cashier of the test's own closes a shift short, with the widest figures a drawer holds.
  const login = uniqueName('drawer');
  const { password } = await (
    await apiAs(request, 'owner')
  ).call('owner/account', { body: { login, name: 'Касса Печать', role: 'cashier' } });
  const { token } = await apiWith(request).call('login', { body: { login, password: password! } });
  const cashier = apiWith(request, token, login);
  const shift = await cashier.call('shift/open', { body: { opening_float: 999_999.99 } });
  await cashier.call('shift/close', { body: { shift_id: shift.id, counted_cash: 999_932.1 } });

  const owner = await openPage(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner).toHaveURL(/\/owner\/prices$/);
  await owner.goto('/owner/reports');
  const shifts = owner.getByRole('table', { name: 'Смены' });
  await expect(shifts.getByRole('row').filter({ hasText: '−67,89' })).toBeVisible();

  // Printed: A4 less its margins is 186 mm, 703 CSS pixels; no table may be wider than its card.
  await owner.setViewportSize({ width: 703, height: 1000 });
  await owner.emulateMedia({ media: 'print' });
  const overflowing = await owner
    .locator('.wd-print-page table')
    .evaluateAll((tables) =>
      tables
        .filter((t) => t.getBoundingClientRect().right > t.closest('.card')!.getBoundingClientRect().right + 0.5)
        .map((t) => t.querySelector('caption')?.textContent),
    );
  expect(overflowing).toEqual([]);
  const sheets = pdfPages(await printed(owner));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) expect([sheet.width, sheet.height].map(Math.round)).toEqual([595, 842]);
});

import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-client';
import { addWashes, newOrder, startWork } from './api-fixtures';
import { DEMO, expectNoRawText, money, openPage, signIn } from './support';

/**
 * What goes on paper (issue 19): the bay's work order from the task page and the customer's
 * receipt from the cashier's page, read as the master and the cashier read them, then printed
 * by Chromium to PDF: the work order on one A4 sheet, the receipt on the 80 mm strip.
 */

/** Millimetres in PDF points (1/72 inch). */
const points = (mm: number) => (mm / 25.4) * 72;

/** The pages of a PDF as Chromium writes it, each with its paper size in points. */
function pdfPages(pdf: Buffer): Array<{ width: number; height: number }> {
  const text = pdf.toString('latin1');
  const pages = [...text.matchAll(/\/Type\s*\/Page\b[^]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  return pages.map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
}

const printed = (page: Page) => page.pdf({ preferCSSPageSize: true, printBackground: true });
/** A plate as the pages show it: thin spaces between its letters and digits. */
const shownPlate = (plate: string) => plate.replace(/^(\D)(\d{3})(\D{2})(\d{2,3})$/, '$1\u2009$2\u2009$3\u2009$4');

test('the master prints the work order for the bay: plate, car, keys cell, services and who does them, on one A4 sheet', async ({ browser, request }) => {
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

test('the cashier prints the customer a receipt on the 80 mm strip: services, total, how it was paid, and that it is not the fiscal one', async ({ browser, request }) => {
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

  const strips = pdfPages(await printed(page));
  expect(strips.length).toBeGreaterThanOrEqual(1);
  for (const strip of strips) expect(strip.width).toBeCloseTo(points(80), 0);
});

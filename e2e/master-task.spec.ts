import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, apiWith } from './api-client';
import { addWashes, newOrder, startWork, waitingOrder } from './api-fixtures';
import { DEMO, expectNoRawText, signIn } from './support';

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
// Each flow is a dozen saved steps, each a round trip and a reload; on the 2-core CI
// machine beside other specs they take 20–35 s.
test.describe.configure({ timeout: 60_000 });

/** A waiting order with two wash lines, made through the API as the wizard would. */
const TWO_WASHES = { car: { brand: 'Kia', model: 'Rio' }, washes: 2 };

/** Revokes the API token held in the page's session cookie (signed, not encrypted: base64 JSON). */
async function revokeBrowserSession(page: Page, request: APIRequestContext) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'wd_session');
  const payload = decodeURIComponent(cookie!.value).replace(/\.[^.]*$/, '');
  const { token } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { token: string };
  await apiWith(request, token, 'the browser').call('logout');
}

/** Chooses one worker on each line, then saves them all with the section's one 'Назначить'. */
async function assignAll(page: Page, choices: Array<[service: string, worker: string]>) {
  const chip = (service: string, worker: string) => page.getByRole('row').filter({ hasText: service }).getByText(worker, { exact: true });
  const frame = (service: string, worker: string) => chip(service, worker).evaluate((el) => getComputedStyle(el).borderTopStyle);
  for (const [service, worker] of choices) {
    await chip(service, worker).click();
  }
  // Chosen but not saved: a dashed chip, and the page says so until 'Назначить'.
  await expect(page.getByText(`Не сохранено: ${choices.length}`)).toBeVisible();
  for (const [service, worker] of choices) expect(await frame(service, worker)).toBe('dashed');
  await page.getByRole('button', { name: 'Назначить', exact: true }).click();
  await expect(page.getByText(/^Не сохранено/)).toHaveCount(0);
  for (const [service, worker] of choices) await expect.poll(() => frame(service, worker)).toBe('solid');
  await expect(page.getByRole('button', { name: 'Назначить', exact: true })).toBeDisabled();
}

test('assign workers, start, mark a service done and back, finish', async ({ page, request }) => {
  const { orderId, services } = await waitingOrder(request, TWO_WASHES);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  await expect(page.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await expect(page.getByText('Ожидает', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'В работу' })).toHaveCount(0);
  // Where the button will be, the page says what to do first.
  await expect(page.getByRole('note')).toHaveText('«В работу» появится здесь. Назначьте исполнителей на все услуги');
  // The way back names the list, not the action 'В работу'.
  await expect(page.getByRole('link', { name: '← К списку «Ожидают»' })).toBeVisible();
  // A waiting order's services wait too: none of them reads «В работе».
  for (const service of services) await expect(page.getByRole('row').filter({ hasText: service })).toContainText('· Ожидает');
  await expect(page.getByText(/· В работе/)).toHaveCount(0);
  await expectNoRawText(page);

  await assignAll(page, [
    [services[0]!, 'Алексей К.'],
    [services[1]!, 'Дмитрий С.'],
  ]);
  // Opened again from a list: the choice is saved, and the next step is the first thing under
  // the title, in reach without scrolling.
  await page.goto('/master/tasks/pending');
  await page.goto(`/master/task/${orderId}`);
  await expect(page.getByRole('row').filter({ hasText: services[1]! }).getByRole('checkbox', { name: 'Дмитрий С.' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'В работу' })).toBeInViewport();
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.getByRole('button', { name: 'В работу' }).click();
  await expect(page).toHaveURL(/\/master\/tasks\/pending$/);
  await expect(page.getByRole('status').filter({ hasText: 'Заказ в работе' })).toBeVisible();

  await page.goto(`/master/task/${orderId}`);
  const row = page.getByRole('row').filter({ hasText: services[0]! });
  await row.getByRole('button', { name: 'Выполнить' }).click();
  await expect(row.getByRole('button', { name: 'Выполнено' })).toBeVisible();
  await row.getByRole('button', { name: 'Выполнено' }).click();
  await expect(row.getByRole('button', { name: 'Выполнить' })).toBeVisible();

  // Neither service is marked done: «Завершить» asks first, naming them; the master stays on the order.
  await page.getByRole('button', { name: 'Завершить' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(`Не отмечены выполненными: ${services[0]}, ${services[1]}.`);
  await ask.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказ выполнен' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  await expect(page.getByText('Выполнен', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Назначить исполнителей' })).toHaveCount(0);
});

test('cancel a service and lift the cancel; cancel the order; the comment saves only when changed', async ({ page, request }) => {
  const { orderId, services } = await waitingOrder(request, TWO_WASHES);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  const row = page.getByRole('row').filter({ hasText: services[1]! });
  await row.getByRole('button', { name: 'Отменить' }).click();
  await expect(row.getByRole('button', { name: 'Отменено' })).toBeVisible();
  await row.getByRole('button', { name: 'Отменено' }).click();
  await expect(row.getByRole('button', { name: 'Отменить' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Сохранить' }).last();
  await expect(save).toBeDisabled();
  await page.getByLabel('Комментарий').fill('Не трогать детское кресло');
  await expect(page.getByText('25 из 1000 символов')).toBeVisible();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Комментарий сохранён' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Комментарий')).toHaveValue('Не трогать детское кресло');

  // The app's own dialog asks first; 'Нет, вернуться' leaves the order as it was.
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const ask = page.getByRole('dialog', { name: 'Отменить заказ? Это нельзя вернуть.' });
  await ask.getByRole('button', { name: 'Нет, вернуться' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('Ожидает', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await ask.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByText('Отменён', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  // Nothing of a cancelled order is still «В работе» or «Ожидает».
  await expect(page.getByText(/· (В работе|Ожидает)/)).toHaveCount(0);
});

test('the phone is saved, and a refusal shows its reason in a red toast', async ({ page, request }) => {
  const { orderId } = await waitingOrder(request, TWO_WASHES);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  await page.getByLabel('Телефон').fill('');
  await page.getByLabel('Телефон').pressSequentially('9031112233');
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Телефон сохранён' })).toBeVisible();

  // A second order for a car that is still here is refused, and the master is shown the open one.
  const plate = (await page.locator('header .wd-plate, header .badge.text-bg-dark').first().innerText()).replace(/\s/g, '');
  await page.goto('/master/tasks/new');
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(plate);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'У этой машины уже есть открытый заказ' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  // The same by the wizard's address, as a reload of step 2 would.
  await page.goto(`/master/tasks/new?plate=${encodeURIComponent(plate)}`);
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
});

test('an expired session sends the master to sign in with the unsaved worker choice kept', async ({ page, request }) => {
  const { orderId, services } = await waitingOrder(request, TWO_WASHES);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  // The tablet's live link is held back: within a few seconds the server would close it for
  // the ended session and the page would go to sign-in by itself (live.spec.ts covers that);
  // here the save is what meets the ended session.
  let live = true;
  await page.context().routeWebSocket(/\/socket\.io\//, (ws) => {
    if (live) ws.connectToServer();
  });
  await page.goto(`/master/task/${orderId}`);
  const row = page.getByRole('row').filter({ hasText: services[0]! });
  await row.getByText('Алексей К.', { exact: true }).click();
  await expect(page.getByText('Не сохранено: 1')).toBeVisible();

  // The session ends meanwhile: its token is revoked (as an expiry, a disabled account or a
  // password change elsewhere would), and the next save meets a 401.
  live = false;
  await page.reload();
  await expect(page.getByText('Не сохранено: 1')).toBeVisible();
  await revokeBrowserSession(page, request);
  await page.getByRole('button', { name: 'Назначить', exact: true }).click();
  await expect(page).toHaveURL(/\/log_in\?/);
  await expect(page.getByText(/^Сессия истекла, войдите снова/)).toBeVisible();
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  // The choice is still there, still marked unsaved, and one tap saves it.
  await expect(page.getByRole('row').filter({ hasText: services[0]! }).getByRole('checkbox', { name: 'Алексей К.' })).toBeChecked();
  await expect(page.getByText('Не сохранено: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Назначить', exact: true }).click();
  await expect(page.getByText(/^Не сохранено/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: services[0]! }).getByRole('checkbox', { name: 'Алексей К.' })).toBeChecked();
});

test.describe('without JavaScript (a slow tablet before the scripts arrive)', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone the API refuses is said under the phone field, and the comment still saves', async ({ page, request }) => {
    const { orderId } = await waitingOrder(request, TWO_WASHES);
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await page.goto(`/master/task/${orderId}`);
    // No mask runs without scripts: the digits go as typed, and the API judges them.
    await page.getByLabel('Телефон').fill('12345');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Сохранить' }).first().click();
    // The page that comes back says the refusal with the status the API gave it, not 200.
    expect((await refused).status()).toBe(400);
    const phone = page.getByLabel('Телефон');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Неверный формат телефона');

    await page.getByLabel('Комментарий').fill('Ключи у администратора');
    await page.getByRole('button', { name: 'Сохранить' }).last().click();
    await page.goto(`/master/task/${orderId}`);
    await expect(page.getByLabel('Комментарий')).toHaveValue('Ключи у администратора');
  });

  test('a line action refused by the API is said on the page that comes back', async ({ page, request }) => {
    const { orderId, services } = await waitingOrder(request, TWO_WASHES);
    const master = await apiAs(request, 'master');
    await startWork(master, orderId);
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await page.goto(`/master/task/${orderId}`);
    // Another tablet cancels the order while this page still offers its lines.
    await master.call('order/cancel', { body: { order_id: orderId } });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('row').filter({ hasText: services[0]! }).getByRole('button', { name: 'Выполнить' }).click();
    expect((await refused).status()).toBe(409);
    const notice = page.getByRole('alert').filter({ hasText: 'Ошибка' });
    await expect(notice).toBeVisible();
    // The order was canceled, and the master is told that, not that it is not in work.
    await expect(notice).toContainText('Заказ отменён, изменить его нельзя');
    await expectNoRawText(page);
  });
});

test('a contract order keeps its company after the client leaves it: blue, in words, on the page and in the list', async ({
  page,
  request,
}) => {
  const owner = await apiAs(request, 'owner');
  const company = (await owner.call('owner/companies')).find((c) => c.pays_by_contract)!;
  const phone = `+7916${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  await owner.call('owner/company/client', { body: { company_id: company.id, phone, attach: true } });
  const master = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(master, { brand: 'Kia', model: 'Rio' }, { phone });
  await addWashes(master, orderId);
  await startWork(master, orderId);
  await owner.call('owner/company/client', { body: { company_id: company.id, phone, attach: false } });

  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.goto(`/master/task/${orderId}`);
  const header = page.locator('header');
  const contract = header.getByText(`Обслуживание по договору для ${company.name}`, { exact: true });
  await expect(contract).toBeVisible();
  // The desk takes nothing for it: not «Не оплачен» in yellow, but the contract's blue.
  await expect(header.getByText('По договору', { exact: true })).toBeVisible();
  await expect(header.getByText('Не оплачен', { exact: true })).toHaveCount(0);
  expect(await contract.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(13, 110, 253)');

  await page.goto(`/master/tasks/active?q=${encodeURIComponent(plate)}`);
  const row = page.getByRole('row').filter({ hasText: `№${orderId}` });
  await expect(row.getByText(`Юрлицо: ${company.name}`, { exact: true })).toBeVisible();
  await expectNoRawText(page);
});

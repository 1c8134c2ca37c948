import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs } from './api-client';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, expectNoRawText, freshPlate, moneyField, pick, roublesIn, signIn } from './support';

/**
 * The owner's evening (docs/screens.md, the owner's screens): a price, a washer, a discount group and a cashier's
 * account, each through the back office; the bays and the desk see them at once; the audit
 * log says who did what. A server of its own: a new price must not change the figures the
 * other stories check on the shared one.
 */
let server: TestServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-owner-'));
  server = testServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function pageFor(browser: Browser, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport });
  return context.newPage();
}

/** A money figure as the screens print it: '1 250 ₽' with a narrow no-break space. */
const money = (roubles: number) => new RegExp(`^${new Intl.NumberFormat('ru-RU').format(roubles).replace(/\s/g, '\\s?')}\\s₽$`);

test('the owner raises a price, hires a washer, adds a group and a cashier; the bays, the desk and the audit log follow', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner).toHaveURL(/\/owner\/prices$/);
  await expect(owner.getByRole('heading', { name: 'Прайс-лист' })).toBeVisible();
  await expectNoRawText(owner);
  // At 1366 px every service's name is read whole in its field, none cut.
  const cut = await owner
    .getByRole('textbox', { name: 'Название услуги' })
    .evaluateAll((fields) => fields.filter((f) => f.scrollWidth > f.clientWidth || f.scrollHeight > f.clientHeight + 1).map((f) => (f as HTMLTextAreaElement).value));
  expect(cut).toEqual([]);

  // A master at a bay has step 3 open for a class-2 car (a Camry) before the price changes.
  const master = await pageFor(browser, { width: 820, height: 1180 });
  await signIn(master, DEMO.master.login, DEMO.master.password);
  const plate = freshPlate();
  await master.getByRole('combobox', { name: 'Номер ТС' }).pressSequentially(plate.latin);
  await master.getByRole('button', { name: 'Принять заказ' }).click();
  await pick(master, 'Марка ТС', 'тойота', 'Toyota');
  await pick(master, 'Модель ТС', 'камри', 'Camry');
  await expect(master.getByLabel('Класс ТС')).toHaveValue('2');
  await master.getByRole('button', { name: 'Дальше' }).click();
  const express = master.getByLabel('Экспресс-мойка', { exact: true });
  await expect(express).toBeVisible();
  const priceField = owner.getByRole('textbox', { name: 'Экспресс-мойка — Бизнес / кроссовер' });
  const old = roublesIn(await priceField.inputValue());
  await expect(express.getByText(money(old))).toBeVisible();

  // The owner raises it by 150 ₽ for class 2 only.
  await priceField.fill(String(old + 150));
  await owner.getByRole('button', { name: 'Сохранить «Экспресс-мойка»' }).click();
  // The master's open step shows the new price without anyone reloading the page.
  await expect(express.getByText(money(old + 150))).toBeVisible({ timeout: 15_000 });
  await owner.reload();
  await expect(priceField).toHaveValue(moneyField(old + 150));

  // A new washer, a senior one: two shares of a line done together.
  await owner.getByRole('link', { name: 'Сотрудники' }).click();
  await owner.getByRole('textbox', { name: 'Имя: Новый сотрудник' }).fill('Пётр Новиков');
  await owner.getByRole('spinbutton', { name: 'Процент: Новый сотрудник' }).fill('35');
  await owner.getByRole('spinbutton', { name: 'Доли: Новый сотрудник' }).fill('2');
  await owner.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(owner.getByRole('textbox', { name: 'Имя: Пётр Новиков' })).toHaveValue('Пётр Новиков');
  await owner.reload();
  await expect(owner.getByRole('spinbutton', { name: 'Доли: Пётр Новиков' })).toHaveValue('2');
  await expect(owner.getByRole('spinbutton', { name: 'Процент: Пётр Новиков' })).toHaveValue('35');
  // A second «Пётр Новиков» on the wash bay could not be told apart: refused under the name.
  await owner.getByRole('textbox', { name: 'Имя: Новый сотрудник' }).fill('пётр  новиков');
  await owner.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(owner.getByRole('textbox', { name: 'Имя: Новый сотрудник' })).toHaveAccessibleDescription(/^Работник «пётр новиков» на этом участке уже есть/);
  await expect(owner.getByRole('textbox', { name: 'Имя: пётр новиков', exact: true })).toHaveCount(0);

  // A discount group.
  await owner.getByRole('link', { name: 'Скидки' }).click();
  await owner.getByRole('textbox', { name: 'Название: Новая группа' }).fill('Таксопарк Север');
  await owner.getByRole('spinbutton', { name: 'Скидка, %: Новая группа' }).fill('15');
  await owner.getByRole('button', { name: 'Добавить группу' }).click();
  await expect(owner.getByRole('textbox', { name: 'Название: Таксопарк Север' })).toBeVisible();

  // A cashier's account: the password shows once.
  await owner.getByRole('link', { name: 'Учётные записи' }).click();
  // The owner's own row offers nothing the API would refuse, and says why.
  const own = owner.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: 'owner', exact: true }) });
  await expect(own).toContainText('Свою учётную запись так изменить нельзя: пароль меняется в «Настройках», остальное — у другого владельца');
  await expect(own.getByRole('button')).toHaveCount(0);
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await owner.getByLabel('Логин', { exact: true }).fill('kassa2');
  await owner.getByLabel('Имя', { exact: true }).fill('Анна Кассирова');
  await owner.getByLabel('Роль', { exact: true }).selectOption({ label: 'Кассир' });
  await owner.getByRole('button', { name: 'Создать' }).click();
  const password = (await owner.getByTestId('one-time-password').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
  await expect(owner.getByRole('rowheader', { name: 'kassa2' })).toBeVisible();

  // The master takes the order at the new price and finds the new washer to assign.
  await master.getByRole('button', { name: 'Добавить: Экспресс-мойка' }).click();
  await expect(master.getByText(new RegExp(`^Общая сумма: ${new Intl.NumberFormat('ru-RU').format(old + 150).replace(/\s/g, '\\s?')}\\s₽$`))).toBeVisible();
  await master.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(master.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible();
  const orderId = Number(/Заказ №(\d+)/.exec(await master.getByRole('heading', { name: /Заказ №\d+ принят/ }).innerText())![1]);
  await master.getByRole('button', { name: 'Ключи у клиента' }).click();
  await master.getByRole('link', { name: 'Назначить исполнителей' }).click();
  const workers = master.getByRole('group', { name: /Экспресс-мойка/ });
  await expect(workers.getByText('Пётр Новиков')).toBeVisible();

  // The new cashier signs in with the one-time password and adds the car to the group.
  const cashier = await pageFor(browser);
  await signIn(cashier, 'kassa2', password);
  await expect(cashier).toHaveURL(/\/cashier\/tasks\/active$/);
  await cashier.goto(`/cashier/task/${orderId}`);
  await cashier.getByRole('combobox', { name: 'Добавить в группу скидок' }).selectOption({ label: 'Таксопарк Север (15%)' });
  await cashier.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(cashier.getByRole('status').filter({ hasText: 'Машина добавлена в группу «Таксопарк Север»' })).toBeVisible();

  // The owner finds all of it in the audit log, and the order's own history from its page.
  await owner.getByRole('link', { name: 'Журнал изменений' }).click();
  const log = owner.getByRole('table', { name: /Найдено/ });
  for (const action of ['Цены мойки изменены', 'Сотрудник добавлен', 'Группа скидок создана', 'Учётная запись создана', 'Машина добавлена в группу']) {
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  }
  const joined = log.getByRole('row').filter({ hasText: 'Машина добавлена в группу' });
  await expect(joined.getByRole('cell', { name: 'Анна Кассирова' })).toBeVisible();
  // Names, not numbers: the group, the order's pay status, the service and the class priced.
  await expect(joined).toContainText('группа: Таксопарк Север');
  await expect(log.getByRole('row').filter({ hasText: 'Суммы заказа изменились' }).first()).toContainText('статус оплаты: Не оплачен');
  const priced = log.getByRole('row').filter({ hasText: 'Цены мойки изменены' });
  await expect(priced).toContainText('Услуга «Экспресс-мойка»');
  await expect(priced).toContainText(`цены: Бизнес / кроссовер: ${new Intl.NumberFormat('ru-RU').format(old + 150)}`);
  await owner.getByLabel('Сотрудник').selectOption({ label: 'Анна Кассирова (kassa2)' });
  await owner.getByRole('button', { name: 'Показать', exact: true }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Сотрудник добавлен' })).toHaveCount(0);
  await expect(log.getByText('Машина добавлена в группу', { exact: true })).toBeVisible();
  await expectNoRawText(owner);

  await owner.goto(`/master/task/${orderId}`);
  await owner.getByRole('link', { name: 'История изменений' }).click();
  await expect(owner).toHaveURL(new RegExp(`/owner/audit\\?order_id=${orderId}$`));
  await expect(owner.getByLabel('Заказ №')).toHaveValue(String(orderId));
  await expect(log.getByText('Заказ принят', { exact: true })).toBeVisible();

  // The cashier leaves: «Отключить» asks first, since it signs her out everywhere at once.
  await owner.getByRole('link', { name: 'Учётные записи' }).click();
  const row = owner.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: 'kassa2' }) });
  await owner.getByRole('button', { name: 'Отключить: kassa2' }).click();
  const question = owner.getByRole('dialog');
  await expect(question).toContainText('Отключить «kassa2»? Этот человек сразу выйдет на всех устройствах');
  await question.getByRole('button', { name: 'Нет, вернуться' }).click();
  await expect(question).toBeHidden();
  await expect(row.getByRole('cell', { name: 'Активна' })).toBeVisible();
  await cashier.reload();
  await expect(cashier).toHaveURL(new RegExp(`/cashier/task/${orderId}$`));
  await owner.getByRole('button', { name: 'Отключить: kassa2' }).click();
  await question.getByRole('button', { name: 'Отключить', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'Отключена' })).toBeVisible();
  await cashier.reload();
  await expect(cashier).toHaveURL(/\/log_in/);
});

test('the price list keeps every edit: changed rows marked, leaving warns, a live reload keeps the typing, «Сохранить все» saves each row or says why', async ({ browser }) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner.getByRole('heading', { name: 'Прайс-лист' })).toBeVisible();
  const price = (service: string, vehicleClass: string) => owner.getByRole('textbox', { name: `${service} — ${vehicleClass}` });
  const rowOf = (service: string) => owner.getByRole('row').filter({ has: owner.getByRole('button', { name: `Сохранить «${service}»` }) });
  const body = price('Мойка кузова', 'Легковой (малый и средний)');
  const arches = price('Мойка арок', 'Легковой (малый и средний)');
  const glass = price('Мойка стёкол', 'Легковой (малый и средний)');
  await body.fill('710');
  await arches.fill('12,345');
  await glass.fill('320');
  await expect(rowOf('Мойка кузова')).toContainText('Не сохранено');
  await expect(rowOf('Мойка арок')).toContainText('Не сохранено');
  await expect(rowOf('Экспресс-мойка')).not.toContainText('Не сохранено');

  // Another owner's change reaches the page live: what is typed stays, the untouched price follows.
  const api = await apiAs(owner.context().request, 'owner');
  const list = await api.call('owner/prices');
  const bodyService = list.services.find((s) => s.name === 'Мойка кузова')!;
  await api.call('owner/service', {
    body: { id: bodyService.id, kind: 'wash', name: bodyService.name, is_active: true, sort: bodyService.sort, prices: [{ class_id: 1, price: 705 }, { class_id: 3, price: 950 }] },
  });
  await expect(price('Мойка кузова', 'Внедорожник / минивэн')).toHaveValue('950');
  await expect(body).toHaveValue('710');
  await expect(rowOf('Мойка кузова')).toContainText('Не сохранено');

  // Leaving warns, in the app and when the tab closes.
  await owner.getByRole('link', { name: 'Сотрудники' }).click();
  const question = owner.getByRole('dialog');
  await expect(question).toContainText('Не сохранено: «Мойка кузова», «Мойка арок», «Мойка стёкол»');
  await question.getByRole('button', { name: 'Нет, вернуться' }).click();
  await expect(owner).toHaveURL(/\/owner\/prices$/);
  await expect(glass).toHaveValue('320');
  expect(await owner.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);

  // Every changed row at once: each is parsed by the API on its own; the refused one says why and stays unsaved.
  await owner.getByRole('button', { name: 'Сохранить все изменения (3)' }).click();
  // Each toast shows for 5 s, and the rows answer in any order: both are watched for at once.
  const saved = (service: string) => expect(owner.getByRole('status').filter({ hasText: `Услуга «${service}» сохранена` })).toBeVisible({ timeout: 15_000 });
  await Promise.all([saved('Мойка кузова'), saved('Мойка стёкол')]);
  await expect(arches).toHaveAccessibleDescription('Цена в рублях, например 1250 или 1250,50');
  await expect(rowOf('Мойка кузова')).not.toContainText('Не сохранено');
  await expect(rowOf('Мойка арок')).toContainText('Не сохранено');
  await arches.fill('310');
  await owner.getByRole('button', { name: 'Сохранить все изменения (1)' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Услуга «Мойка арок» сохранена' })).toBeVisible({ timeout: 15_000 });
  await expect(owner.getByRole('button', { name: /Сохранить все изменения/ })).toHaveCount(0);
  expect(await owner.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(false);
  await owner.getByRole('link', { name: 'Сотрудники' }).click();
  await expect(owner).toHaveURL(/\/owner\/staff$/);
  await owner.goBack();
  await expect(body).toHaveValue('710');
  await expect(arches).toHaveValue('310');
  await expect(glass).toHaveValue('320');
  await expectNoRawText(owner);
});

test('a new service asks for each class a price or «не оказывается», and loyalty steps must rise, each said under its field', async ({ browser }) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  const form = owner.locator('form').filter({ has: owner.getByRole('button', { name: 'Добавить услугу' }) });
  await form.getByLabel('Название услуги').fill('Мойка мотоцикла');
  for (const vehicleClass of ['Легковой (малый и средний)', 'Бизнес / кроссовер', 'Внедорожник / минивэн']) await form.getByLabel(`Цена, ₽: ${vehicleClass}`).fill('400');
  await form.getByRole('button', { name: 'Добавить услугу' }).click();
  const bus = form.getByLabel('Цена, ₽: Микроавтобус / коммерческий');
  await expect(bus).toHaveAccessibleDescription(/^Для класса «Микроавтобус \/ коммерческий» не указана цена: укажите её или отметьте, что для этого класса услуга не оказывается$/);
  await form.getByRole('checkbox', { name: 'Не оказывается для класса «Микроавтобус / коммерческий»' }).check();
  await expect(bus).toBeDisabled();
  await form.getByRole('button', { name: 'Добавить услугу' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Услуга «Мойка мотоцикла» сохранена' })).toBeVisible();
  await expect(owner.getByRole('textbox', { name: 'Мойка мотоцикла — Микроавтобус / коммерческий' })).toHaveValue('');
  await expect(owner.getByRole('textbox', { name: 'Мойка мотоцикла — Легковой (малый и средний)' })).toHaveValue('400');

  await owner.getByRole('link', { name: 'Скидки' }).click();
  await owner.getByRole('spinbutton', { name: 'Ступень 2: скидка, %' }).fill('4');
  await owner.getByRole('button', { name: 'Сохранить правила' }).click();
  await expect(owner.getByRole('spinbutton', { name: 'Ступень 2: скидка, %' })).toHaveAccessibleDescription(
    'От 5 заказов скидка 4% — не больше, чем от 3 заказов (5%): чем больше заказов, тем выше должен быть процент'
  );
  await expectNoRawText(owner);
});

test('a master, a cashier and the display meet a refusal page on every owner screen, and no owner link in their menu', async ({ browser }) => {
  for (const who of ['master', 'cashier', 'display'] as const) {
    const page = await pageFor(browser);
    await signIn(page, DEMO[who].login, DEMO[who].password);
    await expect(page).toHaveURL(new RegExp(`/${who === 'master' ? 'master' : who === 'cashier' ? 'cashier' : 'display'}`));
    await expect(page.getByRole('link', { name: 'Прайс-лист' })).toHaveCount(0);
    for (const url of ['/owner/prices', '/owner/catalogue', '/owner/staff', '/owner/discounts', '/owner/companies', '/owner/accounts', '/owner/business', '/owner/audit']) {
      const res = await page.goto(url);
      expect(res?.status(), `${who} ${url}`).toBe(403);
      await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    }
  }
});

test('the owner fills a tyre grid the quick way: a column raised by 10 %, a row copied down, saved in one go', async ({ browser }) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await owner.getByRole('link', { name: 'Цены по размерам: Балансировка' }).click();
  await expect(owner.getByRole('heading', { name: 'Цены по размерам: Балансировка' })).toBeVisible();
  const r13 = owner.getByRole('textbox', { name: 'R13, Стандартный' });
  const r14 = owner.getByRole('textbox', { name: 'R14, Стандартный' });
  const before = roublesIn(await r13.inputValue());
  await owner.getByRole('spinbutton', { name: 'Поднять столбец «Стандартный» на, %' }).fill('10');
  await owner.getByRole('button', { name: '+%' }).first().click();
  await expect(r13).toHaveValue(moneyField(Math.round(before * 1.1)));
  await r13.fill('999');
  await owner.getByRole('button', { name: 'Копировать вниз строку R13' }).click();
  await expect(r14).toHaveValue('999');
  await owner.getByRole('button', { name: 'Сохранить цены' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Цены сохранены' })).toBeVisible();
  await owner.reload();
  await expect(owner.getByRole('textbox', { name: 'R14, Стандартный' })).toHaveValue('999');
  await expectNoRawText(owner);
});

import { expect, test } from '@playwright/test';
import { ownerServer } from './owner-server';
import { DEMO, expectNoRawText, freshPlate, moneyField, pick, roublesIn, signIn } from './support';

/**
 * The owner's evening (docs/screens.md, the owner's screens): a price, a washer, a discount group and a cashier's
 * account, each through the back office; the bays and the desk see them at once; the audit
 * log says who did what. And the others meet no owner screen. A server of its own (e2e/owner-server.ts).
 */
const { pageFor } = ownerServer();

/** A money figure as the screens print it: '1 250 ₽' with a narrow no-break space. */
const money = (roubles: number) => new RegExp(`^${new Intl.NumberFormat('ru-RU').format(roubles).replace(/\s/g, '\\s?')}\\s₽$`);

test('the owner raises a price, hires a washer, adds a group and a cashier; the bays, the desk and the audit log follow', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner).toHaveURL(/\/owner\/prices$/);
  await expect(owner.getByRole('heading', { name: 'Прайс-лист' })).toBeVisible();
  await expectNoRawText(owner);
  // At 1366 px every service's name is read whole in its field, none cut.
  const cut = await owner
    .getByRole('textbox', { name: 'Название услуги' })
    .evaluateAll((fields) =>
      fields
        .filter((f) => f.scrollWidth > f.clientWidth || f.scrollHeight > f.clientHeight + 1)
        .map((f) => (f as HTMLTextAreaElement).value),
    );
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
  await expect(owner.getByRole('textbox', { name: 'Имя: Новый сотрудник' })).toHaveAccessibleDescription(
    /^Работник «пётр новиков» на этом участке уже есть/,
  );
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
  await expect(own).toContainText(
    'Свою учётную запись так изменить нельзя: пароль меняется в «Настройках», остальное — у другого владельца',
  );
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
  await expect(
    master.getByText(new RegExp(`^Общая сумма: ${new Intl.NumberFormat('ru-RU').format(old + 150).replace(/\s/g, '\\s?')}\\s₽$`)),
  ).toBeVisible();
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
  await cashier.getByRole('combobox', { name: 'Группа скидок' }).selectOption({ label: 'Таксопарк Север (15%)' });
  await cashier.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(cashier.getByRole('status').filter({ hasText: 'Машина добавлена в группу «Таксопарк Север»' })).toBeVisible();

  // The owner finds all of it in the audit log, and the order's own history from its page.
  await owner.getByRole('link', { name: 'Журнал изменений' }).click();
  const log = owner.getByRole('table', { name: /Найдено/ });
  for (const action of [
    'Цены мойки изменены',
    'Сотрудник добавлен',
    'Группа скидок создана',
    'Учётная запись создана',
    'Машина добавлена в группу',
  ]) {
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

test('a master, a cashier and the display meet a refusal page on every owner screen, and no owner link in their menu', async ({
  browser,
}) => {
  // Three roles × every owner screen: about fifty page loads, 28 s of the default 30 on a slow VM under load.
  test.setTimeout(60_000);
  for (const who of ['master', 'cashier', 'display'] as const) {
    const page = await pageFor(browser);
    await signIn(page, DEMO[who].login, DEMO[who].password);
    await expect(page).toHaveURL(new RegExp(`/${who === 'master' ? 'master' : who === 'cashier' ? 'cashier' : 'display'}`));
    await expect(page.getByRole('link', { name: 'Прайс-лист' })).toHaveCount(0);
    for (const url of [
      '/owner',
      '/owner/prices',
      '/owner/catalogue',
      '/owner/staff',
      '/owner/discounts',
      '/owner/companies',
      '/owner/accounts',
      '/owner/business',
      '/owner/audit',
      '/owner/backups',
      '/owner/clients',
      '/owner/messages',
      '/owner/bookings',
      '/owner/storage',
    ]) {
      const res = await page.goto(url);
      expect(res?.status(), `${who} ${url}`).toBe(403);
      await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    }
  }
});

test('«Не приходили, дней» below its least is said over the list of the usual 90 days, and a number within shows its own', async ({
  browser,
}) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner).toHaveURL(/\/owner\/prices$/);
  await owner.goto('/owner/clients?lapsed_days=5');
  const days = owner.getByLabel('Не приходили, дней');
  await expect(days).toHaveValue('5');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(owner.getByText('Не меньше 14')).toBeVisible();
  await expect(owner.getByText(/не приходил\S* больше 90 дн\./)).toBeVisible();

  await days.fill('30');
  await owner.getByRole('button', { name: 'Показать', exact: true }).click();
  await expect(owner).toHaveURL(/lapsed_days=30$/);
  await expect(owner.getByLabel('Не приходили, дней')).toHaveValue('30');
  await expect(owner.getByLabel('Не приходили, дней')).not.toHaveAttribute('aria-invalid');
  await expect(owner.getByText('Не меньше 14')).toHaveCount(0);
  await expect(owner.getByText(/не приходил\S* больше 30 дн\./)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { apiAs } from './api-client';
import { ownerServer } from './owner-server';
import { DEMO, expectNoRawText, moneyField, roublesIn, signIn } from './support';

/**
 * The owner's price list and rules (docs/screens.md, the owner's screens): edits kept and
 * saved row by row, a new service's prices per class, the loyalty steps, the tyre grid filled
 * the quick way. A server of its own (e2e/owner-server.ts).
 */
const { pageFor } = ownerServer();

test('price list edits: changed rows marked, leaving warns, a live reload keeps them; «Сохранить все» saves each row or says why', async ({
  browser,
}) => {
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
    body: {
      id: bodyService.id,
      kind: 'wash',
      name: bodyService.name,
      is_active: true,
      sort: bodyService.sort,
      prices: [
        { class_id: 1, price: 705 },
        { class_id: 3, price: 950 },
      ],
    },
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
  const saved = (service: string) =>
    expect(owner.getByRole('status').filter({ hasText: `Услуга «${service}» сохранена` })).toBeVisible({ timeout: 15_000 });
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

test('a new service asks for each class a price or «не оказывается», and loyalty steps must rise, each said under its field', async ({
  browser,
}) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  const form = owner.locator('form').filter({ has: owner.getByRole('button', { name: 'Добавить услугу' }) });
  await form.getByLabel('Название услуги').fill('Мойка мотоцикла');
  for (const vehicleClass of ['Легковой (малый и средний)', 'Бизнес / кроссовер', 'Внедорожник / минивэн'])
    await form.getByLabel(`Цена, ₽: ${vehicleClass}`).fill('400');
  await form.getByRole('button', { name: 'Добавить услугу' }).click();
  const bus = form.getByLabel('Цена, ₽: Микроавтобус / коммерческий');
  await expect(bus).toHaveAccessibleDescription(
    /^Для класса «Микроавтобус \/ коммерческий» не указана цена: укажите её или отметьте, что для этого класса услуга не оказывается$/,
  );
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
    'От 5 заказов скидка 4% — не больше, чем от 3 заказов (5%): чем больше заказов, тем выше должен быть процент',
  );
  await expectNoRawText(owner);
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

test('a price typed before the page’s scripts ran stays as typed and is marked unsaved, as a new name is', async ({ browser }) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner.getByRole('heading', { name: 'Прайс-лист' })).toBeVisible();
  // A slow tablet: the page is drawn by the server and the owner types before its scripts arrive.
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await owner.route(/\.js(\?|$)/, async (route) => {
    held += 1;
    await arrived;
    await route.continue();
  });
  await owner.reload({ waitUntil: 'commit' });
  const express = owner.getByRole('textbox', { name: 'Экспресс-мойка — Легковой (малый и средний)' });
  await express.fill('455');
  // The typing really came first: scripts were asked for and held, and the app had not started.
  expect(held).toBeGreaterThan(0);
  expect(await owner.evaluate(() => '__remixRouter' in window)).toBe(false);
  release();
  const row = owner.getByRole('row').filter({ has: owner.getByRole('button', { name: 'Сохранить «Экспресс-мойка»' }) });
  await expect(row).toContainText('Не сохранено');
  await expect(express).toHaveValue('455');
  await expect(owner.getByRole('button', { name: 'Сохранить все изменения (1)' })).toBeVisible();

  // A service's new name is a change of its row too.
  const glassRow = owner.getByRole('row').filter({ has: owner.getByRole('button', { name: 'Сохранить «Мойка стёкол»' }) });
  await glassRow.getByRole('textbox', { name: 'Название услуги' }).fill('Мойка стёкол и зеркал');
  await expect(glassRow).toContainText('Не сохранено');
  await expect(owner.getByRole('button', { name: 'Сохранить все изменения (2)' })).toBeVisible();
  // Listed in the page's order, not the order of typing: «Мойка кузова» stands between them.
  await owner.getByRole('textbox', { name: 'Мойка кузова — Легковой (малый и средний)' }).fill('715');
  await expect(owner.getByRole('region', { name: 'Несохранённые изменения' })).toContainText(
    'Не сохранено: «Экспресс-мойка», «Мойка кузова», «Мойка стёкол»',
  );
});

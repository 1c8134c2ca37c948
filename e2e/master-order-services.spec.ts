import { expect, test } from '@playwright/test';
import { DEMO, freshPlate, pick, signIn } from './support';

// The master's step 3 (the services) at a tyre size, and the services of a taken order changed on their own page.
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

test('a tyre order: a line picked at another radius stays in the summary and can be taken out there', async ({ page }) => {
  const plate = freshPlate();
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(plate.cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await pick(page, 'Марка ТС', 'kia', 'Kia');
  await pick(page, 'Модель ТС', 'спортейдж', 'Sportage');
  await page.getByRole('button', { name: 'Дальше' }).click();

  await page.getByRole('tab', { name: 'Шиномонтаж' }).click();
  await expect(page.getByText('Выберите радиус и профиль, чтобы увидеть цены.')).toBeVisible();
  await page.getByLabel('Радиус').selectOption({ label: 'R16' });
  await page.getByRole('combobox', { name: 'Профиль' }).selectOption({ label: 'Стандартный' });
  await page.getByRole('button', { name: /^Добавить: Балансировка/ }).click();
  const total = page.getByText(/^Общая сумма: /);
  await expect(total).not.toHaveText('Общая сумма: 0 ₽');

  // At R17 no card shows the R16 line, but the summary does, with its size.
  await page.getByLabel('Радиус').selectOption({ label: 'R17' });
  await expect(page.getByRole('button', { name: /^Добавить: Балансировка/ })).toBeEnabled();
  const summary = page.getByRole('region', { name: 'Выбранные услуги' });
  const r16Line = summary.getByRole('button', { name: /^Удалить: Балансировка.* \(R16, Стандартный\)$/ });
  await expect(r16Line).toBeVisible();
  const season = page.getByRole('button', { name: 'Добавить: Сезонная переобувка (комплект 4 колеса)' });
  const seasonPrice = await page.locator('.wd-service', { has: season }).getByText(/₽$/).innerText();
  await season.click();
  await expect(summary.getByRole('button', { name: 'Удалить: Сезонная переобувка (комплект 4 колеса) (R17, Стандартный)' })).toBeVisible();
  await expect(total).not.toHaveText(`Общая сумма: ${seasonPrice}`);

  // The same service at two sizes: 100 refused on the R17 card goes with it. At R16 the card shows
  // its own line's 1, nothing red, and the order may be confirmed; back at R17 its line kept 1.
  await page.getByRole('button', { name: /^Добавить: Балансировка/ }).click();
  const balancing = page.getByLabel(/^Количество: Балансировка/);
  await balancing.fill('100');
  await expect(page.getByText('Не больше 99')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Подтвердить заказ' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Радиус').selectOption({ label: 'R16' });
  await expect(balancing).toHaveValue('1');
  await expect(balancing).not.toHaveAttribute('aria-invalid');
  await expect(confirm).toBeEnabled();
  await page.getByLabel('Радиус').selectOption({ label: 'R17' });
  await expect(balancing).toHaveValue('1');
  await summary.getByRole('button', { name: /^Удалить: Балансировка.* \(R17, Стандартный\)$/ }).click();

  // Taken out from the summary, the R16 line leaves the total: only the R17 season change is left.
  await r16Line.click();
  await expect(r16Line).toHaveCount(0);
  await expect(total).toHaveText(`Общая сумма: ${seasonPrice}`);

  await page.getByRole('button', { name: /^Добавить: Балансировка/ }).click();
  await page.getByLabel(/^Количество: Балансировка/).fill('4');
  await expect(summary.getByRole('button', { name: /^Удалить: Балансировка.* \(R17, Стандартный\)$/ })).toBeVisible();
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  const quoted = (await total.innerText()).replace('Общая сумма: ', '');
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(
    page.getByRole('cell', {
      name: /^Сезонная переобувка \(комплект 4 колеса\) \(R17, Стандартный\), Балансировка.* \(R17, Стандартный\) × 4$/,
    }),
  ).toBeVisible();
  // The order costs what the summary said: the R16 line was not kept.
  await expect(page.getByRole('row', { name: /^Сумма без скидок/ }).getByRole('cell', { name: quoted, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  await expect(page.getByRole('link', { name: 'Назначить исполнителей' })).toBeVisible();
});

test("editing a taken order's services: its own page, kept through a reload, back to the order; emptied, canceled instead", async ({
  page,
}) => {
  const plate = freshPlate();
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(plate.cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await pick(page, 'Марка ТС', 'лада', 'Lada');
  await pick(page, 'Модель ТС', 'веста', 'Vesta');
  // What step 2 holds before «Дальше» survives a reload of the tablet.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Модель ТС' })).toHaveValue('Vesta');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByRole('button', { name: 'Добавить: Мойка кузова' }).click();
  await page.getByRole('button', { name: 'Добавить: Мойка дисков' }).click();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  await page.getByRole('link', { name: 'Назначить исполнителей' }).click();

  await expect(page).toHaveURL(/\/master\/task\/\d+$/);
  const orderId = /\/master\/task\/(\d+)$/.exec(page.url())![1];

  // An edit of its own: its title, the way back to the order, and saving returns there.
  await page.getByRole('link', { name: 'Изменить услуги' }).click();
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}/services$`));
  await expect(page.getByRole('heading', { name: `Изменение заказа №${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `← К заказу №${orderId}` })).toBeVisible();
  await expect(page.getByLabel('Количество: Мойка дисков')).toHaveValue('1');
  await page.getByRole('button', { name: 'Меньше: Мойка дисков' }).click();
  // The change not yet saved survives a reload.
  await page.reload();
  await expect(page.getByLabel('Количество: Мойка дисков')).toHaveCount(0);
  await expect(page.getByLabel('Количество: Мойка кузова')).toHaveValue('1');
  await page.getByRole('button', { name: 'Сохранить услуги' }).click();
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Заказ №${orderId}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Мойка кузова' }).first()).toBeVisible();
  await expect(page.getByText('Мойка дисков')).toHaveCount(0);

  // Its last service taken out, the order is not saved empty (it would vanish from every
  // list while holding its car): the page offers «Отменить заказ» instead.
  await page.getByRole('link', { name: 'Изменить услуги' }).click();
  await page.getByRole('button', { name: 'Меньше: Мойка кузова' }).click();
  await expect(page.getByText('Без услуг заказ не остаётся. Если услуги не нужны, отмените заказ.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить услуги' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await page.getByRole('dialog', { name: 'Отменить заказ? Это нельзя вернуть.' }).getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page).toHaveURL(new RegExp(`/master/task/${orderId}$`));
  await expect(page.getByText('Отменён', { exact: true }).first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { apiAs } from './api-client';
import { finishedTyreOrder } from './api-fixtures';
import { DEMO, expectNoRawText, freshPlate, money, pick, shownPlate, signIn, uniqueName } from './support';

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

test('a new client: plate typed on a Latin keyboard, car and phone, services, keys', async ({ page }) => {
  const plate = freshPlate();
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await expect(page.getByRole('tab', { name: 'Шаг 1', selected: true })).toBeVisible();

  const accept = page.getByRole('button', { name: 'Принять заказ' });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription('Введите номер ТС');
  await page.getByRole('combobox', { name: 'Номер ТС' }).pressSequentially(plate.latin);
  await expect(page.getByRole('combobox', { name: 'Номер ТС' })).toHaveValue(plate.cyrillic);
  await expect(accept).toBeEnabled();
  await accept.click();

  // Step 2: a car we have never seen.
  await expect(page.getByRole('tab', { name: 'Шаг 2', selected: true })).toBeVisible();
  await expect(page.getByText('Новая машина')).toBeVisible();
  const next = page.getByRole('button', { name: 'Дальше' });
  await expect(next).toBeDisabled();
  await pick(page, 'Марка ТС', 'фольк', 'Volkswagen');
  await pick(page, 'Модель ТС', 'поло', 'Polo');
  await expect(page.getByLabel('Класс ТС')).toBeDisabled();
  await expect(page.getByLabel('Класс ТС')).toHaveValue('1');
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await expect(page.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
  // A name nobody has yet (a listed one is picked, not added).
  const client = uniqueName('Тимофей');
  await page.getByRole('combobox', { name: 'Имя' }).fill(client);
  // The name's suggestions push «Дальше» down rather than cover it.
  const names = page.getByRole('listbox', { name: 'Имя' });
  await expect(names).toBeVisible();
  const [namesBox, nextBox] = [(await names.boundingBox())!, (await next.boundingBox())!];
  expect(nextBox.y).toBeGreaterThanOrEqual(namesBox.y + namesBox.height);
  await page.getByRole('option', { name: `Добавить «${client}»` }).click();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3: two washes and a quantity; the first order gets 30 %.
  await expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/order=\d+/);
  await expect(page.getByText('Скидка 30% · первый заказ')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Подтвердить заказ' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('Выберите хотя бы одну услугу');
  // The summary is the API's quote of the selection, a moment after each tap: each figure is
  // read once it has followed the tap (the client pays 70 % of the total).
  const shown = async (label: string) =>
    Number(
      (
        await page
          .getByText(new RegExp(`^${label}: `))
          .innerText()
          .catch(() => '0')
      ).replace(/\D/g, ''),
    );
  const tapped = async (button: string) => {
    const before = await shown('Общая сумма');
    await page.getByRole('button', { name: button }).click();
    await expect.poll(() => shown('Общая сумма')).not.toBe(before);
  };
  await tapped('Добавить: Мойка кузова');
  await tapped('Добавить: Пылесос салона');
  await tapped('Больше: Пылесос салона');
  await expect(page.getByLabel('Количество: Пылесос салона')).toHaveValue('2');
  await expect(page.getByText(/^Общая сумма: 1\s?[0-9]{3}\s₽$/)).toBeVisible();
  await expect.poll(async () => Math.abs((await shown('С учётом скидок')) - (await shown('Общая сумма')) * 0.7) <= 1).toBe(true);
  const after = (await page.getByText(/^С учётом скидок: /).innerText()).replace('С учётом скидок: ', '');
  await expectNoRawText(page);
  await confirm.click();

  // Final: the summary, then the keys. On a tablet too it says what the client pays after the 30 %.
  await expect(page.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Мойка кузова, Пылесос салона × 2/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^С учётом скидок/ }).getByRole('cell')).toHaveText(`${after} (Скидка 30%)`);
  await expect(page.getByRole('cell', { name: '+7 (916) 123-45-67' })).toBeVisible();
  await page.getByRole('button', { name: 'Ключи получены' }).click();
  const keyCell = page.getByRole('status').filter({ hasText: /^Ячейка для ключей\s*\d+$/ });
  await expect(keyCell).toBeVisible();
  // The master copies the number onto the key tag: it is the biggest text on the screen.
  const cellNumber = keyCell.getByText(/^\d+$/);
  const px = async (locator: typeof cellNumber) => parseFloat(await locator.evaluate((el) => getComputedStyle(el).fontSize));
  expect(await px(cellNumber)).toBeGreaterThan(2 * (await px(page.getByRole('heading', { name: /Заказ №\d+ принят/ }))));
  await expect(page.getByRole('link', { name: 'Назначить исполнителей' })).toBeVisible();
  await page.getByRole('link', { name: 'К новому заказу' }).click();
  await expect(page.getByRole('combobox', { name: 'Номер ТС' })).toHaveValue('');
});

test('a known plate fills step 2 and the last visit can be repeated, tyres at their own size', async ({ page, request }) => {
  const past = await finishedTyreOrder(request);
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(past.plate);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(page.getByText('Машина уже была у нас: данные заполнены')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Марка ТС' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Модель ТС' })).not.toHaveValue('');
  await expect(page.getByLabel('Телефон')).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Дальше' }).click();

  await page.getByRole('button', { name: /^Последние заказы/ }).click();
  await page.getByRole('button', { name: 'Повторить' }).first().click();
  // The repeated tyre line is in the summary under its size, and the tyre tab shows that size.
  const summary = page.getByRole('region', { name: 'Выбранные услуги' });
  await expect(summary.getByRole('button', { name: `Удалить: ${past.wash}` })).toBeVisible();
  await expect(summary.getByRole('button', { name: `Удалить: ${past.tyre} (R16, Стандартный)` })).toBeVisible();
  await page.getByRole('tab', { name: 'Шиномонтаж' }).click();
  await expect(page.getByLabel('Радиус').locator('option:checked')).toHaveText('R16');
  await expect(page.getByRole('combobox', { name: 'Профиль' }).locator('option:checked')).toHaveText('Стандартный');
  await expect(page.getByLabel(`Количество: ${past.tyre}`)).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Подтвердить заказ' })).toBeEnabled();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible();
  // The summary names the tyre line with its size.
  await expect(page.getByRole('cell', { name: `${past.wash}, ${past.tyre} (R16, Стандартный)` })).toBeVisible();
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Ключи у клиента$/ })).toBeVisible();
});

test('a car missing from the catalogue: brand and model as written, the class by hand, its price on the task', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'master');
  const washPrice = async (classId: number) =>
    (await api.call('service-list/wash', { query: { class_id: classId } })).find((s) => s.name === 'Мойка кузова')!.price;
  const [suv, small] = [await washPrice(3), await washPrice(1)];
  expect(suv).not.toBe(small);

  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(freshPlate().cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  const next = page.getByRole('button', { name: 'Дальше' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('Укажите марку ТС');
  await pick(page, 'Марка ТС', 'Trabant', 'Добавить «Trabant»');
  await pick(page, 'Модель ТС', 'P601', 'Добавить «P601»');
  await expect(next).toBeDisabled();
  await expect(page.getByText('Выберите класс автомобиля')).toBeVisible();
  await page.getByLabel('Класс ТС').selectOption({ label: 'Внедорожник / минивэн' });
  await expect(next).toBeEnabled();
  await next.click();

  await page.getByRole('button', { name: 'Добавить: Мойка кузова' }).click();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  await page.getByRole('link', { name: 'Назначить исполнителей' }).click();
  await expect(page.getByRole('heading', { name: /Заказ №\d+/ })).toBeVisible();
  await expect(page.getByText('Trabant P601', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Мойка кузова' })).toContainText(money(suv));
});

test('an order left at its services is taken up again when its plate is typed once more', async ({ page }) => {
  const plate = freshPlate();
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(plate.cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  // Step 2 shows the plate as it reads on the car, spaced.
  await expect(page.getByText(shownPlate(plate.cyrillic), { exact: true })).toBeVisible();
  await pick(page, 'Марка ТС', 'фольк', 'Volkswagen');
  await pick(page, 'Модель ТС', 'поло', 'Polo');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
  const begun = new URL(page.url()).searchParams.get('order');
  expect(begun).toMatch(/^\d+$/);

  // The master walks away and starts over with the same car: the wizard goes on with that order.
  await page.goto('/master/tasks/new');
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(plate.cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заказ этой машины уже начат: выберите услуги' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('order')).toBe(begun);
  await page.getByRole('button', { name: 'Добавить: Мойка кузова' }).click();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByText(`Заказ №${begun} принят`)).toBeVisible();
});

test('a standard plate that does not fit cannot be accepted; a non-standard one can', async ({ page }) => {
  await signIn(page, DEMO.master.login, DEMO.master.password);
  const field = page.getByRole('combobox', { name: 'Номер ТС' });
  await field.pressSequentially('a12');
  await field.blur();
  // Said under the field, and by the disabled button as why it is off.
  const format = 'Буква, три цифры, две буквы и код региона: А123ВС77';
  await expect(page.getByText(format).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Принять заказ' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Принять заказ' })).toHaveAccessibleDescription(format);
  await page.getByLabel('Номер нестандартный').check();
  await field.fill('TRAILER1');
  await expect(page.getByRole('button', { name: 'Принять заказ' })).toBeEnabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('a master takes an order on a phone from the top bar button', async ({ page }) => {
    const plate = freshPlate();
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Новый заказ' })
      .evaluate((a: HTMLAnchorElement) => a.click());
    await page.getByRole('combobox', { name: 'Номер ТС' }).pressSequentially(plate.latin);
    await page.getByRole('button', { name: 'Принять заказ' }).click();
    await pick(page, 'Марка ТС', 'тойота', 'Toyota');
    await pick(page, 'Модель ТС', 'камри', 'Camry');
    await expect(page.getByLabel('Класс ТС')).toHaveValue('2');
    await page.getByRole('button', { name: 'Дальше' }).click();
    await page.getByRole('button', { name: 'Добавить: Экспресс-мойка' }).click();
    await page.getByRole('button', { name: 'Добавить: Пылесос салона' }).click();
    await page.getByRole('button', { name: 'Добавить: Мойка дисков' }).click();
    // Step 3's summary folds its list behind a toggle with the count and the total.
    const toggle = page.getByRole('button', { name: /^Выбрано: 3 · [\d\s]+₽$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const remove = page.getByRole('button', { name: 'Удалить: Мойка дисков' });
    await expect(remove).toBeHidden();
    // aria-busy: the API's figures for this very selection are in.
    const summary = page.getByRole('region', { name: 'Выбранные услуги' });
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    const sumOf = (text: string) => text.replace(/^Выбрано: \d+ · /, '');
    const three = sumOf(await toggle.innerText());
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = await remove.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await remove.click();
    const two = page.getByRole('button', { name: /^Выбрано: 2 · [\d\s]+₽$/ });
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    expect(sumOf(await two.innerText())).not.toBe(three);
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();

    // The summary card: the service list folded too, each line with its delete button.
    const services = page.getByRole('button', { name: /^Услуги: 2 · [\d\s]+₽$/ });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    // The total after discounts, once: the tablet's row of it is not shown on a phone.
    await expect(page.getByText('С учётом скидок').filter({ visible: true })).toHaveCount(1);
    const before = (await services.innerText()).replace(/^Услуги: 2 · /, '');
    await services.click();
    await page.getByRole('button', { name: 'Удалить: Пылесос салона' }).click();
    const one = page.getByRole('button', { name: /^Услуги: 1 · [\d\s]+₽$/ });
    await expect(one).toBeVisible();
    await expect(one).not.toHaveText(`Услуги: 1 · ${before}`);
    await expect(page.getByText('Пылесос салона')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ключи получены' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Ячейка для ключей\s*\d+$/ })).toBeVisible();
  });
});

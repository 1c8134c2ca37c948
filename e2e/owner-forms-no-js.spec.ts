import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * The owner's forms before the page scripts arrive (docs/screens.md 'The limits come from the
 * contract'): a value past the contract's limit, posted by the browser itself, is refused by
 * the server and said in Russian under its field. The fields carry the contract's limits
 * (maxlength, min, max), so the test takes them off first, as a browser that checks nothing
 * would: the server is what refuses. Nothing is written, so the shared server serves.
 */
test.use({ javaScriptEnabled: false });

/** Types `value` into `field` past its HTML limits (Playwright's own script still runs without the page's). */
async function typePastLimits(field: Locator, value: string) {
  await field.evaluate((el) => ['maxlength', 'min', 'max'].forEach((name) => el.removeAttribute(name)));
  await field.fill(value);
}

/** Posts the form of `button` as a browser that does no checks of its own. */
async function postUnchecked(button: Locator) {
  await button.evaluate((el) => el.setAttribute('formnovalidate', ''));
  await button.click();
}

async function ownerAt(page: Page, path: string) {
  await signIn(page, DEMO.owner.login, DEMO.owner.password);
  await expect(page).toHaveURL(/\/owner\//);
  await page.goto(path);
}

test('a new worker’s name too long and a percent over 100 are said under their fields', async ({ page }) => {
  await ownerAt(page, '/owner/staff');
  const name = page.getByRole('textbox', { name: 'Имя: Новый сотрудник' });
  const percent = page.getByRole('spinbutton', { name: 'Процент: Новый сотрудник' });
  // The limits are the contract's, read by the loader.
  await expect(name).toHaveAttribute('maxlength', '40');
  await expect(percent).toHaveAttribute('max', '100');
  await typePastLimits(name, 'Я'.repeat(41));
  await typePastLimits(percent, '101');
  await postUnchecked(page.getByRole('button', { name: 'Добавить', exact: true }));

  await expect(page).toHaveURL(/\/owner\/staff$/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Слишком длинно, максимальная длина: 40');
  await expect(percent).toHaveAccessibleDescription('Не больше 100');
  // The page comes back new, with what the owner typed to correct, not an empty row.
  await expect(name).toHaveValue('Я'.repeat(41));
  await expect(percent).toHaveValue('101');
});

test('a discount group’s percent under 1 is said under its field', async ({ page }) => {
  await ownerAt(page, '/owner/discounts');
  await page.getByRole('textbox', { name: 'Название: Новая группа' }).fill('Без JavaScript');
  const percent = page.getByRole('spinbutton', { name: 'Скидка, %: Новая группа' });
  await expect(percent).toHaveAttribute('min', '1');
  await typePastLimits(percent, '0');
  await postUnchecked(page.getByRole('button', { name: 'Добавить группу' }));

  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toHaveAccessibleDescription('Не меньше 1');
  await expect(page.getByRole('textbox', { name: 'Название: Без JavaScript' })).toHaveCount(0);
});

test('a new company’s name too long is said under its field', async ({ page }) => {
  await ownerAt(page, '/owner/companies');
  const card = page.getByRole('region', { name: 'Новая компания' });
  const name = card.getByLabel('Название');
  await expect(name).toHaveAttribute('maxlength', '80');
  await typePastLimits(name, 'Я'.repeat(81));
  // A new company pays by contract unless the owner says otherwise; here the owner does.
  await card.getByRole('checkbox', { name: /^Оплата по договору/ }).uncheck();
  await postUnchecked(card.getByRole('button', { name: 'Добавить компанию' }));

  const again = page.getByRole('region', { name: 'Новая компания' });
  const refused = again.getByLabel('Название');
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(refused).toHaveAccessibleDescription('Слишком длинно, максимальная длина: 80');
  await expect(refused).toHaveValue('Я'.repeat(81));
  // The tick comes back as it was sent, not as a new company's default.
  await expect(again.getByRole('checkbox', { name: /^Оплата по договору/ })).not.toBeChecked();
});

test('a message text’s unknown variable is said under that text only, and its preview only in its own card', async ({ page }) => {
  await ownerAt(page, '/owner/messages');
  const ready = page.getByRole('region', { name: 'Машина готова' });
  const accepted = page.getByRole('region', { name: 'Автомобиль принят' });
  await ready.getByLabel('Текст').fill('Машина {plate} готова, {нет}');
  await postUnchecked(ready.getByRole('button', { name: 'Предпросмотр' }));

  await expect(page).toHaveURL(/\/owner\/messages$/);
  const refused = page.getByRole('region', { name: 'Машина готова' }).getByLabel('Текст');
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(refused).toHaveAccessibleDescription(/^Неизвестная переменная «нет»/);
  await expect(refused).toHaveValue('Машина {plate} готова, {нет}');
  // The four other cards share the form's names but were not sent.
  await expect(page.locator('textarea[aria-invalid="true"]')).toHaveCount(1);
  await expect(accepted.getByLabel('Текст')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('region', { name: 'Автомобиль принят' }).getByLabel('Текст').fill('Приняли {plate}');
  // Switched off in the same go: a preview must not switch it back on.
  await page.getByRole('region', { name: 'Автомобиль принят' }).getByRole('switch').uncheck();
  await page.getByRole('region', { name: 'Автомобиль принят' }).getByRole('button', { name: 'Предпросмотр' }).click();
  const shown = page.getByRole('region', { name: 'Автомобиль принят' });
  await expect(shown.getByRole('switch')).not.toBeChecked();
  // The text previewed stays in its field (not the saved one), with its example under it.
  await expect(shown.getByLabel('Текст')).toHaveValue('Приняли {plate}');
  await expect(shown.getByText(/^Приняли [^{]/)).toBeVisible();
  await expect(shown.getByText(/^\d+ СМС$/)).toBeVisible();
  await expect(page.getByText(/^\d+ СМС$/)).toHaveCount(1);
});

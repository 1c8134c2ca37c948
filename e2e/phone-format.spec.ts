import { expect, test } from '@playwright/test';
import { DEMO, freshPlate, pick, signIn } from './support';

// A tablet, where masters take orders (docs/screens.md section 5).
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

const SHOWN = '+7 (916) 123-45-67';

test('a phone is typed, shown and kept as +7 (916) 123-45-67', async ({ page }) => {
  const plate = freshPlate();
  await signIn(page, DEMO.master.login, DEMO.master.password);
  await expect(page).toHaveURL(/\/master\/tasks\/new$/);
  await page.getByRole('combobox', { name: 'Номер ТС' }).fill(plate.cyrillic);
  await page.getByRole('button', { name: 'Принять заказ' }).click();
  await pick(page, 'Марка ТС', 'фольк', 'Volkswagen');
  await pick(page, 'Модель ТС', 'поло', 'Polo');

  // Typed digit by digit on the digits keyboard, with or without the leading 8.
  const phone = page.getByLabel('Телефон');
  // Empty, it shows the shape to fill, not a number that reads as typed in.
  await expect(phone).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await phone.pressSequentially('916123');
  await expect(phone).toHaveValue('+7 (916) 123');
  // Said under the field, and again beside «Дальше» as the reason it cannot be pressed.
  await expect(page.getByText(`Номер в формате ${SHOWN}`)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Дальше' })).toBeDisabled();
  await phone.fill('');
  await phone.pressSequentially('89161234567');
  await expect(phone).toHaveValue(SHOWN);
  // Pasted (fill sets the whole text at once, as a paste does).
  await phone.fill('+7 916 123 45 67');
  await expect(phone).toHaveValue(SHOWN);
  await phone.fill('');
  await phone.pressSequentially('9161234567');
  await expect(phone).toHaveValue(SHOWN);
  await expect(page.getByText(`Номер в формате ${SHOWN}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Дальше' }).click();

  // Step 3, then the summary: the phone as typed, not the stored +79161234567.
  await page.getByRole('button', { name: 'Добавить: Мойка кузова' }).click();
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(page.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: SHOWN })).toBeVisible();
  await expect(page.getByText('+79161234567')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ключи у клиента' }).click();
  await page.getByRole('link', { name: 'Назначить исполнителей' }).click();

  // The task page: the phone field holds the same text, and nothing is left to save.
  await expect(page).toHaveURL(/\/master\/task\/\d+$/);
  await expect(page.getByLabel('Телефон')).toHaveValue(SHOWN);
  await expect(page.getByRole('button', { name: 'Сохранить' }).first()).toBeDisabled();
  await expect(page.getByText('+79161234567')).toHaveCount(0);
});

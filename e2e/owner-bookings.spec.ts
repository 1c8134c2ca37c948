import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-client';
import { ownerServer } from './owner-server';
import { DEMO, expectNoRawText, signIn } from './support';

/**
 * The owner's booking settings and report (docs/decisions/040-booking-into-the-live-queue.md):
 * the bays, the hours by weekday, a day off and a service's minutes set on «Запись и посты»,
 * each read back after a reload; the bookings of a period on «Отчёты», day by day with totals.
 * A server of its own (e2e/owner-server.ts): the hours changed here must not move the free
 * times the other stories book.
 */
const { pageFor } = ownerServer();

/** A business date `days` from today in Moscow (the demo's time zone), YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.now() + days * 86_400_000,
  );
/** A date as the screens write it: 31.12.2026. */
const shown = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

async function bookingSettings(page: Page) {
  await signIn(page, DEMO.owner.login, DEMO.owner.password);
  await expect(page).toHaveURL(/\/owner\//);
  await page.getByRole('link', { name: 'Запись и посты' }).click();
  await expect(page.getByRole('heading', { name: 'Запись и посты', level: 1 })).toBeVisible();
}

test('the owner adds a bay, closes Sunday, opens Monday 10:00–20:00, adds a day off and sets a duration; a reload shows them', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await pageFor(browser);
  await bookingSettings(owner);
  await expectNoRawText(owner);
  // The zone named as the customers' booking pages name it, not by its id.
  await expect(owner.getByText(/по часовому поясу заведения: Москва \(GMT\+03:00\)/)).toBeVisible();
  const toast = (text: string) => expect(owner.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

  // «Посты»: a bay for both kinds of work; a second of the same name is refused under the name.
  await owner.getByRole('textbox', { name: 'Название: Новый пост' }).fill('Мойка 3');
  await owner.getByRole('combobox', { name: 'Вид: Новый пост' }).selectOption({ label: 'Мойка и шиномонтаж' });
  await owner.getByRole('button', { name: 'Добавить пост' }).click();
  await expect(owner.getByRole('textbox', { name: 'Название: Мойка 3' })).toHaveValue('Мойка 3');
  await owner.getByRole('textbox', { name: 'Название: Новый пост' }).fill('мойка 3');
  await owner.getByRole('button', { name: 'Добавить пост' }).click();
  await expect(owner.getByRole('textbox', { name: 'Название: Новый пост' })).toHaveAccessibleDescription('Пост «мойка 3» уже есть');
  // «Мойка 2» taken out of use.
  await owner.getByRole('checkbox', { name: 'В работе: Мойка 2' }).uncheck();
  await owner.getByRole('button', { name: 'Сохранить «Мойка 2»' }).click();
  await toast('Пост сохранён');

  // «Часы работы»: Sunday closed, Monday 10:00–20:00.
  await owner.getByRole('checkbox', { name: 'Выходной: Воскресенье' }).check();
  await expect(owner.getByRole('textbox', { name: 'Открытие: Воскресенье' })).toBeDisabled();
  await owner.getByRole('textbox', { name: 'Открытие: Понедельник' }).fill('10:00');
  await owner.getByRole('textbox', { name: 'Закрытие: Понедельник' }).fill('20:00');
  await owner.getByRole('button', { name: 'Сохранить часы работы' }).click();
  await toast('Правила записи сохранены');

  // «Выходные дни»: a date ten days ahead.
  const dayOff = dayAhead(10);
  await owner.getByLabel('Дата', { exact: true }).fill(dayOff);
  await owner.getByRole('button', { name: 'Добавить выходной' }).click();
  await expect(owner.getByRole('button', { name: `Убрать выходной ${shown(dayOff)}` })).toBeVisible();

  // «Длительность услуг»: 45 minutes of «Мойка кузова» on a business class car.
  await owner.getByRole('link', { name: 'Бизнес / кроссовер' }).click();
  await expect(owner).toHaveURL(/\?class=2$/);
  // The class's own rows, not the first class's still on the screen: the link is current once they are.
  await expect(owner.getByRole('link', { name: 'Бизнес / кроссовер' })).toHaveAttribute('aria-current', 'true');
  const bodyWash = owner.getByRole('row').filter({ has: owner.getByRole('spinbutton', { name: 'Минут: Мойка кузова' }) });
  await expect(bodyWash).not.toContainText('задано');
  await owner.getByRole('spinbutton', { name: 'Минут: Мойка кузова' }).fill('45');
  await owner.getByRole('button', { name: 'Сохранить «Мойка кузова»' }).click();
  await expect(bodyWash).toContainText('задано');

  // What the owner checks the next evening: everything as it was set.
  await owner.reload();
  await expect(owner.getByRole('textbox', { name: 'Название: Мойка 3' })).toHaveValue('Мойка 3');
  await expect(owner.getByRole('combobox', { name: 'Вид: Мойка 3' })).toHaveValue('both');
  await expect(owner.getByRole('checkbox', { name: 'В работе: Мойка 3' })).toBeChecked();
  await expect(owner.getByRole('checkbox', { name: 'В работе: Мойка 2' })).not.toBeChecked();
  await expect(owner.getByRole('checkbox', { name: 'Выходной: Воскресенье' })).toBeChecked();
  await expect(owner.getByRole('checkbox', { name: 'Выходной: Понедельник' })).not.toBeChecked();
  await expect(owner.getByRole('textbox', { name: 'Открытие: Понедельник' })).toHaveValue('10:00');
  await expect(owner.getByRole('textbox', { name: 'Закрытие: Понедельник' })).toHaveValue('20:00');
  await expect(owner.getByRole('textbox', { name: 'Открытие: Вторник' })).toHaveValue('09:00');
  await expect(owner.getByRole('region', { name: 'Выходные дни' })).toContainText(shown(dayOff));
  await expect(owner.getByRole('link', { name: 'Бизнес / кроссовер' })).toHaveAttribute('aria-current', 'true');
  await expect(owner.getByRole('spinbutton', { name: 'Минут: Мойка кузова' })).toHaveValue('45');
  await expect(bodyWash).toContainText('задано');
  await expectNoRawText(owner);

  // The other class keeps the shop's own figure; «Сбросить» gives this one back to the history.
  await owner.getByRole('button', { name: 'Сбросить: Мойка кузова' }).click();
  await expect(bodyWash).not.toContainText('задано');
  await expect(bodyWash).toContainText(/по истории|по умолчанию/);
  await owner.getByRole('button', { name: `Убрать выходной ${shown(dayOff)}` }).click();
  await expect(owner.getByRole('region', { name: 'Выходные дни' })).toContainText('Выходных дней впереди нет.');
});

test('the reports page shows the bookings of the period day by day, with the totals under them', async ({ browser }) => {
  const owner = await pageFor(browser);
  await signIn(owner, DEMO.owner.login, DEMO.owner.password);
  await expect(owner).toHaveURL(/\/owner\//);
  // Three bookings taken by phone on the first day with free times after today, one of them canceled.
  const api = await apiAs(owner.context().request, 'owner');
  const wash = (await api.call('owner/durations', { query: { class_id: 1 } })).services.find((s) => s.name === 'Мойка кузова')!;
  const slots = await api.call('bookings/slots', { query: { kind: 'wash', services: String(wash.id), class_id: '1' } });
  const day = slots.days.find((d) => d.date > dayAhead(0) && d.starts.length >= 3)!;
  const made = [];
  for (const [i, start] of day.starts.slice(0, 3).entries()) {
    const plate = `А${100 + i}ВС86`;
    const body = { kind: 'wash' as const, service_ids: [wash.id], class_id: 1, plate_number: plate, starts_at: start };
    made.push(await api.call('bookings/create', { body }));
  }
  await api.call('bookings/cancel', { body: { booking_id: made[2]!.booking_id } });

  await owner.goto(`/owner/reports?from=${dayAhead(0)}&to=${dayAhead(6)}`);
  const section = owner.getByRole('region', { name: 'Записи' });
  await section.scrollIntoViewIfNeeded();
  const heads = ['Дата', 'Онлайн', 'Администратором', 'Приехали', 'Не приехали', 'Отменены', 'Занятость постов, %'];
  await expect(section.getByRole('columnheader')).toHaveText(heads);
  await expect(section.getByRole('row')).toHaveCount(1 + 7 + 1);
  const row = section.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: shown(day.date) }) });
  // Two booked and one canceled, all by the desk; nobody has come yet; some of the day's bay time is booked.
  await expect(row.getByRole('cell')).toHaveText(['0', '3', '0', '0', '1', /^([1-9]\d*|0,[1-9])(,\d)?$/]);
  const total = section.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: 'Итого' }) });
  await expect(total.getByRole('cell')).toHaveText(['0', '3', '0', '0', '1', /^([1-9]\d*|0,[1-9])(,\d)?$/]);
  await expectNoRawText(owner);
});

test.describe('before the page scripts arrive', () => {
  test.use({ javaScriptEnabled: false });

  test('a bay is added and a closing before the opening is said under its field, by plain form posts', async ({ browser }) => {
    const owner = await pageFor(browser);
    await bookingSettings(owner);
    await owner.getByRole('textbox', { name: 'Название: Новый пост' }).fill('Шиномонтаж 2');
    await owner.getByRole('combobox', { name: 'Вид: Новый пост' }).selectOption({ label: 'Шиномонтаж' });
    await owner.getByRole('button', { name: 'Добавить пост' }).click();
    await expect(owner.getByRole('textbox', { name: 'Название: Шиномонтаж 2' })).toHaveValue('Шиномонтаж 2');

    await owner.getByRole('textbox', { name: 'Закрытие: Среда' }).fill('08:00');
    await owner.getByRole('button', { name: 'Сохранить часы работы' }).click();
    await expect(owner.getByRole('textbox', { name: 'Закрытие: Среда' })).toHaveAccessibleDescription('Закрытие позже открытия');
    await owner.goto('/owner/bookings');
    await expect(owner.getByRole('textbox', { name: 'Закрытие: Среда' })).not.toHaveValue('08:00');
  });
});

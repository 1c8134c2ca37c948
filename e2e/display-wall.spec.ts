import { expect, test, type Locator, type Page } from '@playwright/test';
import { finishedOrder, startedOrder, waitingOrder } from './api-fixtures';
import { DEMO, expectNoRawText, openContext, shownPlate, signIn } from './support';

/**
 * The wall display as a person sees it from across the room (docs/screens.md 'The wall
 * display'): a clock, times that say what they count, and columns that fill the TV.
 */
const FULL_HD = { width: 1920, height: 1080 };
// The business time zone of the test server (TZ_BUSINESS is not set: its default).
const BUSINESS_ZONE = 'Europe/Moscow';

const hhmm = (ms: number) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: BUSINESS_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

async function openTv(page: Page) {
  await signIn(page, DEMO.display.login, DEMO.display.password);
  await expect(page).toHaveURL(/\/display$/);
}

/** How long the wall shows one page of a column before the next (app/components/display/use-column-pages.ts). */
const PAGE_MS = 8_000;

/**
 * Turns the column's pages until the given car shows. The pages turn by themselves on the TV's
 * clock, which the test installed and runs forward here a page's time at a time.
 */
async function waitForCar(column: Locator, plate: string) {
  const car = column.getByRole('listitem').filter({ hasText: shownPlate(plate) });
  const indicator = column.getByText(/^Стр\. \d+ из \d+$/);
  for (let turn = 0; turn < 30 && !(await car.isVisible()) && (await indicator.isVisible()); turn += 1) {
    const before = await indicator.innerText();
    await column.page().clock.fastForward(PAGE_MS);
    await expect(indicator).not.toHaveText(before);
  }
  // On a column of one page the car is simply there (or comes with the live reload).
  await expect(car).toBeVisible();
  return car;
}

test("the TV shows the time of day and says what each car's time counts", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const waiting = await waitingOrder(request);
  const working = await startedOrder(request);
  const ready = await finishedOrder(request, { keys: 'taken' });
  // The TV's own zone is not the business's: the clock still shows the wash's time.
  const context = await openContext(browser, { viewport: FULL_HD, timezoneId: 'Asia/Vladivostok', locale: 'ru-RU' });
  const tv = await context.newPage();
  await tv.clock.install();
  await openTv(tv);

  const clock = tv.getByText(/^\d{2}:\d{2}$/);
  await expect(clock).toBeVisible();
  const before = Date.now();
  expect([hhmm(before - 60_000), hhmm(before), hhmm(before + 60_000)]).toContain(await clock.innerText());
  // Nobody touches the TV: a minute later the clock says so.
  const shownBefore = await clock.innerText();
  await tv.clock.fastForward('01:00');
  await expect(clock).not.toHaveText(shownBefore);
  const after = Date.now() + 60_000;
  expect([hhmm(after - 60_000), hhmm(after), hhmm(after + 60_000)]).toContain(await clock.innerText());

  const waitingCar = await waitForCar(tv.getByRole('region', { name: /^Ожидают/ }), waiting.plate);
  await expect(waitingCar.getByText(/^ждёт \d+ мин$/)).toBeVisible();
  const workingCar = await waitForCar(tv.getByRole('region', { name: /^В работе/ }), working.plate);
  await expect(workingCar.getByText(/^в работе \d+ мин$/)).toBeVisible();
  const readyCar = await waitForCar(tv.getByRole('region', { name: /^Готово/ }), ready.plate);
  await expect(readyCar.getByText(/^готова \d+ мин$/)).toBeVisible();

  // Readable from 5 m: plates at least ~56 px, times at least ~32 px.
  const size = async (locator: Locator) => parseFloat(await locator.evaluate((el) => getComputedStyle(el).fontSize));
  expect(await size(workingCar.getByText(shownPlate(working.plate)))).toBeGreaterThanOrEqual(56);
  expect(await size(workingCar.getByText(/^в работе/))).toBeGreaterThanOrEqual(32);
  expect(await size(clock)).toBeGreaterThanOrEqual(48);
  await expectNoRawText(tv);
  await context.close();
});

test("a column holds as many cars as the TV's height allows and turns pages for the rest", async ({ browser, request }, testInfo) => {
  test.setTimeout(150_000);
  // More cars in work than any TV shows on one page.
  for (let i = 0; i < 8; i += 1) await startedOrder(request);
  const context = await openContext(browser, { viewport: FULL_HD });
  const tv = await context.newPage();
  await openTv(tv);

  const column = tv.getByRole('region', { name: /^В работе/ });
  const firstPage = column.getByText(/^Стр\. 1 из \d+$/);
  const cars = column.getByRole('listitem').filter({ visible: true });
  const viewport = column.locator('ol').locator('..');

  /** The cars of the first page once it has settled in place, all of them whole. */
  async function firstPageCars() {
    await expect(firstPage).toBeVisible({ timeout: 60_000 });
    // Read in one go in the page: the page may turn between two reads, and a car read
    // one by one can leave the page while it is being read.
    await expect
      .poll(() =>
        viewport.evaluate((box) => {
          const frame = box.getBoundingClientRect();
          const shown = [...box.querySelectorAll('li')].filter((car) => getComputedStyle(car).visibility !== 'hidden');
          return (
            shown.length > 0 &&
            shown.every((car) => {
              const { top, bottom } = car.getBoundingClientRect();
              return top >= frame.top - 1 && bottom <= frame.bottom + 1;
            })
          );
        }),
      )
      .toBe(true);
    return cars.count();
  }

  const onFullHd = await firstPageCars();
  await tv.screenshot({ path: testInfo.outputPath('display-1920x1080.png') });
  expect(onFullHd).toBeGreaterThan(4);
  // No empty quarter: the space under the last car is too small for another one.
  const box = (await viewport.boundingBox())!;
  const last = (await cars.last().boundingBox())!;
  expect(box.y + box.height - (last.y + last.height)).toBeLessThan(last.height);

  // A smaller TV: the same cars, fewer on a page, more pages.
  await tv.setViewportSize({ width: 1920, height: 720 });
  const onSmallTv = await firstPageCars();
  await tv.screenshot({ path: testInfo.outputPath('display-1920x720.png') });
  expect(onSmallTv).toBeGreaterThan(0);
  expect(onSmallTv).toBeLessThan(onFullHd);
  await context.close();
});

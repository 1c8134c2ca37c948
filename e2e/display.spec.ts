import { expect, test } from '@playwright/test';
import { startedOrder, waitingOrder } from './api-fixtures';
import { DEMO, openPage, shownPlate, signIn } from './support';

/** How long the wall shows one page of a column before the next. */
const PAGE_MS = 8_000;

test('a column longer than the TV turns its pages by itself, never cutting a car in half', async ({ browser, request }) => {
  const plates: string[] = [];
  for (let i = 0; i < 8; i += 1) plates.push((await startedOrder(request)).plate);
  const tv = await openPage(browser, { viewport: { width: 1280, height: 720 } });
  // The TV's clock, run forward below. Its socket's ping timer runs on it too: jumps past 45 s in
  // all (six pages or more) would drop the link once, and the TV would reconnect and turn on.
  await tv.clock.install();
  await signIn(tv, DEMO.display.login, DEMO.display.password);
  await expect(tv).toHaveURL(/\/display$/);

  const column = tv.getByRole('region', { name: /^В работе/ });
  const indicator = column.getByText(/^Стр\. \d+ из \d+$/);
  await expect(indicator).toBeVisible();
  const [first, total] = (await indicator.innerText())
    .match(/(\d+) из (\d+)/)!
    .slice(1)
    .map(Number) as [number, number];
  expect(total).toBeGreaterThan(1);
  // The TV opens on the first page, not on the page of the last car to arrive.
  expect(first).toBe(1);
  // Every car shown lies wholly inside the column; the others wait for their page.
  const columnBox = (await column.boundingBox())!;
  const visibleCars = column.getByRole('listitem').filter({ visible: true });
  expect(await visibleCars.count()).toBeGreaterThan(0);
  for (const car of await visibleCars.all()) {
    const box = (await car.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(columnBox.y + columnBox.height);
  }
  // The car that came last has its turn within one round. The pages turn on the TV's own clock,
  // run forward here a page's time at a time (PAGE_MS, app/components/display/use-column-pages.ts).
  const last = column.getByText(shownPlate(plates.at(-1)!));
  for (let turn = 0; turn < total && !(await last.isVisible()); turn += 1) {
    const pageBefore = await indicator.innerText();
    await tv.clock.fastForward(PAGE_MS);
    await expect(indicator).not.toHaveText(pageBefore);
  }
  await expect(last).toBeVisible();

  // Nobody touches the TV: the next page comes by itself, with other cars.
  const pageNow = await indicator.innerText();
  const carsNow = (await visibleCars.allInnerTexts()).join('|');
  await tv.clock.fastForward(PAGE_MS);
  await expect(indicator).not.toHaveText(pageNow);
  await expect.poll(async () => (await visibleCars.allInnerTexts()).join('|')).not.toBe(carsNow);
});

test('a reload that fails leaves the TV on an error page only until the server answers again', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tv = await openPage(browser, { viewport: { width: 1280, height: 720 } });
  await signIn(tv, DEMO.display.login, DEMO.display.password);
  await expect(tv.getByRole('region', { name: /^Ожидают/ })).toBeVisible();

  // The network to the server fails while a change makes the TV read its queue again (as
  // when the server is restarting); nobody is there to tap anything.
  const unreachable = /\/display\.data/;
  await tv.route(unreachable, (route) => route.abort('connectionrefused'));
  const { plate } = await waitingOrder(request);
  await expect(tv.getByRole('alert')).toContainText('Нет связи с сервером. Страница обновится сама, как только он ответит.', {
    timeout: 10_000,
  });

  await tv.unroute(unreachable);
  const waiting = tv.getByRole('region', { name: /^Ожидают/ });
  // On the board again with the new car (on whichever page of the column it falls).
  await expect(waiting.getByText(shownPlate(plate))).toBeAttached({ timeout: 15_000 });
  await expect(tv.getByRole('alert')).toHaveCount(0);

  // A proxy in front of a restarting server answers with its own 502 page instead.
  await tv.route(unreachable, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  );
  const next = await waitingOrder(request);
  await expect(tv.getByRole('alert')).toContainText('Нет связи с сервером. Страница обновится сама, как только он ответит.', {
    timeout: 10_000,
  });
  await tv.unroute(unreachable);
  await expect(waiting.getByText(shownPlate(next.plate))).toBeAttached({ timeout: 15_000 });
  await expect(tv.getByRole('alert')).toHaveCount(0);
});

import { expect, test, type Locator } from '@playwright/test';
import { apiAs } from './api-client';
import { startedOrder } from './api-fixtures';
import { DEMO, expectNoRawText, openContext, signIn } from './support';

const CYRILLIC = /[А-Яа-яЁё]/;
const noRussianIn = async (texts: Locator) => expect((await texts.allInnerTexts()).filter((text) => CYRILLIC.test(text))).toEqual([]);

test.describe('theme and language', () => {
  test('the dark theme and the other customizer choices survive a reload', async ({ page }) => {
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-bs-theme', 'light');

    await page.getByRole('button', { name: 'Настройки оформления' }).click();
    const panel = page.getByRole('dialog', { name: 'Оформление' });
    await panel.getByRole('switch', { name: 'Тёмная тема' }).check();
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');
    await panel.getByRole('switch', { name: 'Скруглённые углы' }).check();
    await panel.getByRole('switch', { name: 'Свёрнутое меню' }).check();
    await expect(page.locator('body')).toHaveClass(/wd-rounded/);
    await expect(page.locator('body')).toHaveClass(/wd-collapsed/);
    // The choices are saved in the background; let the saves finish before reloading.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('body')).toHaveClass(/wd-rounded/);
    await expect(page.locator('body')).toHaveClass(/wd-collapsed/);
    // The collapsed menu still names its links (for screen readers and tooltips).
    await expect(page.getByRole('link', { name: /^Ожидают \d+$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Настройки оформления' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: 'Режим RTL' }).check();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.getByRole('dialog').getByRole('switch', { name: 'Режим RTL' }).uncheck();
    await expect(html).toHaveAttribute('dir', 'ltr');
  });

  test('a choice survives a reload made right after the tap, before its save has answered', async ({ page }) => {
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    // The save takes a second: the reload below comes long before its answer could set anything.
    await page.route('**/resources/ui-settings*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Настройки оформления' }).click();
    await page.getByRole('dialog', { name: 'Оформление' }).getByRole('switch', { name: 'Тёмная тема' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    const reloaded = await page.reload();
    // Drawn dark by the server from the first byte, not switched after the page loaded.
    expect(await reloaded!.text()).toMatch(/<html[^>]*data-bs-theme="dark"/);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.unroute('**/resources/ui-settings*');
  });

  test('choices made quickly on a slow network are saved one at a time, and the last one stays', async ({ page }) => {
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    // A slow network: each save takes 400 ms, so the clicks below come while one is on its way.
    const sent: Array<Record<string, unknown>> = [];
    let answered = 0;
    let inFlight = 0;
    let mostAtOnce = 0;
    await page.route('**/resources/ui-settings*', async (route) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      sent.push(JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('settings') ?? '{}') as Record<string, unknown>);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const response = await route.fetch();
      inFlight -= 1;
      await route.fulfill({ response });
      answered += 1;
    });
    await page.getByRole('button', { name: 'Настройки оформления' }).click();
    const panel = page.getByRole('dialog', { name: 'Оформление' });
    await panel.getByRole('switch', { name: 'Тёмная тема' }).check();
    await panel.getByRole('switch', { name: 'Тени блоков' }).check();
    await panel.getByRole('switch', { name: 'Скруглённые углы' }).check();
    await panel.getByRole('switch', { name: 'Тёмная тема' }).uncheck();
    // Each choice shows at once, on the whole page, before its save.
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(page.locator('body')).toHaveClass(/wd-rounded/);
    await expect(page.locator('body')).toHaveClass(/wd-shadows/);
    // The last save sent carries the last choice, and every save has answered.
    const last = { theme: 'light', rounded: true, shadows: true };
    await expect
      .poll(() => ({ allAnswered: answered === sent.length, last: sent.at(-1) }), { timeout: 15_000 })
      .toEqual({ allAnswered: true, last: expect.objectContaining(last) });
    // Never two saves at once: an older answer can no longer land last.
    expect(mostAtOnce).toBe(1);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(page.locator('body')).toHaveClass(/wd-rounded/);
    await expect(page.locator('body')).toHaveClass(/wd-shadows/);
  });

  test('on a tablet the menu is a rail of icons beside the page; the menu button opens it in full', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    const pending = menu.getByRole('link', { name: /^Ожидают \d+$/ });
    // The rail leaves the page 740 of 820 px; the links keep their names and counters.
    await expect.poll(async () => (await menu.boundingBox())!.width).toBeLessThan(100);
    await expect(menu.getByText('Ожидают', { exact: true })).toHaveCSS('position', 'absolute');
    await page.getByRole('button', { name: 'Показать или скрыть меню' }).click();
    await expect(menu.getByText('Ожидают', { exact: true })).toHaveCSS('position', 'static');
    // (The width eases in over 0.2 s.)
    await expect.poll(async () => (await menu.boundingBox())!.width).toBeGreaterThan(200);
    await pending.click();
    await expect(page).toHaveURL(/\/master\/tasks\/pending$/);
    // Choosing a screen closes the full menu again.
    await expect(menu.getByText('Ожидают', { exact: true })).toHaveCSS('position', 'absolute');
  });

  test('the language switcher changes every label and the choice survives a reload', async ({ page }) => {
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    await page.getByRole('button', { name: 'EN' }).first().click();
    await expect(page.getByRole('link', { name: /^Waiting \d+$/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('link', { name: /^Waiting \d+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible();
    await expectNoRawText(page);

    for (const [lng, label] of [
      ['FR', /^En attente \d+$/],
      ['DE', /^Wartend \d+$/],
      ['RU', /^Ожидают \d+$/],
    ] as const) {
      await page.getByRole('button', { name: lng }).first().click();
      await expect(page.getByRole('link', { name: label })).toBeVisible();
      await expectNoRawText(page);
    }
  });

  test('without JavaScript the sign-in page switches language too, and a language it does not know is refused', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/log_in');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.getByRole('button', { name: 'EN' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/log_in$/);
    // The same form with a language forged in: the answer says it was refused, the cookie stays.
    const forged = await page.request.post('/resources/locale', {
      form: { lng: 'xx', redirectTo: '/log_in' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    // Its address opened as a page: a sentence and 405, not a server error, in the language chosen.
    const opened = await page.request.get('/resources/locale');
    expect(opened.status()).toBe(405);
    expect(await opened.text()).toBe('This address only takes a submitted form.');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('in English the statuses, keys and refusals the API sends are English too (docs/decisions/014)', async ({
    page,
    browser,
    request,
  }) => {
    // Two signed-in browsers and a dozen screens: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    // In work, keys in a cell, 100 ₽ paid: part paid, and not to be canceled while the money is kept.
    const { orderId, api } = await startedOrder(request);
    await api.call('order/keys-taken', { body: { order_id: orderId } });
    await (await apiAs(request, 'cashier')).call('order/pay', { body: { order_id: orderId, sum: 100, method: 'cash' } });

    await signIn(page, DEMO.cashier.login, DEMO.cashier.password);
    await expect(page).toHaveURL(/\/cashier\//);
    await page.getByRole('button', { name: 'EN' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`/cashier/task/${orderId}`);
    const badges = page.locator('main header .badge:not(.wd-plate-badge)');
    await expect(badges).toHaveText(['In progress', 'Partly paid']);
    await expect(page.getByRole('definition').filter({ hasText: /^Keys in cell \d+$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^In progress$/ })).toBeVisible();

    const bay = await openContext(browser);
    const master = await bay.newPage();
    await signIn(master, DEMO.master.login, DEMO.master.password);
    await expect(master).toHaveURL(/\/master\/tasks\/new$/);
    await master.getByRole('button', { name: 'EN' }).first().click();
    await expect(master.locator('html')).toHaveAttribute('lang', 'en');
    await master.goto('/master/tasks/active');
    const row = master.getByRole('row').filter({ hasText: `No. ${orderId} ·` });
    await expect(row.locator('.badge')).toHaveText(['In progress']);
    await expect(row.getByText(/^Keys in cell \d+$/)).toBeVisible();
    await row.getByRole('link').first().click();
    // The API's refusal to cancel, said from its code: the sum, then what to do.
    await expect(master.getByText(/^100\s₽ has been paid for this order, so it cannot be canceled\./)).toBeVisible();
    await noRussianIn(master.locator('main header .badge:not(.wd-plate-badge)'));
    await bay.close();
  });

  test('on a phone the master has the menu button, a New order button and the floating +, and nothing covers the page', async ({
    browser,
    request,
  }) => {
    const { orderId } = await startedOrder(request);
    const context = await openContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, DEMO.master.login, DEMO.master.password);
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);

    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Показать или скрыть меню' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: /В работе/ }).click();
    await expect(page).toHaveURL(/\/master\/tasks\/active$/);
    await expect(menu).not.toBeInViewport();

    // The search says what it searches, whole.
    const placeholderFits = await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return (
        canvas.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      );
    });
    expect(placeholderFits).toBe(true);

    // A toast of the list's «Завершить» lies over the top bar, not over the page.
    await page.getByRole('button', { name: `Завершить №${orderId}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Завершить' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Заказ выполнен' });
    await expect(toast).toBeVisible();
    const [toastBox, barBox] = [(await toast.boundingBox())!, (await page.locator('.wd-topbar').boundingBox())!];
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);
    await toast.getByRole('button', { name: 'Закрыть' }).click();

    // The floating + steps aside while the list runs under it, and shows where it covers nothing.
    const newOrderLinks = page.getByRole('link', { name: 'Новый заказ' });
    const fab = page.locator('.wd-fab');
    if (await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5)) {
      await expect(fab).toBeHidden();
      await expect(newOrderLinks).toHaveCount(2); // top bar button and the hidden menu entry
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(fab).toBeVisible();
    await expect(newOrderLinks).toHaveCount(3); // and the floating +
    const lastCard = (await page.getByRole('row').last().boundingBox())!;
    expect((await fab.boundingBox())!.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
    await fab.click();
    await expect(page).toHaveURL(/\/master\/tasks\/new$/);
    await context.close();
  });
});

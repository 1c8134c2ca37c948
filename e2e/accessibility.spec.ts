import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { finishedOrder, waitingOrder } from './api-fixtures';
import { DEMO, signIn } from './support';

/**
 * docs/screens.md 'Sizes and formats': every screen, in the light and in the dark theme, has no
 * axe-core finding of impact 'serious' or 'critical' (contrast, names, roles, labels...).
 * One page load per screen and theme; each role signs in once and keeps its context.
 */

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A screen's address (`{id}`: the order the role's fixture made) and what shows it is ready. */
interface Screen {
  path: string;
  ready?: (page: Page) => Promise<void>;
}

/**
 * The customizer's cookie (app/utils/ui-settings.server.ts: `wd_ui`, a Remix cookie without
 * secrets, i.e. base64 of the JSON), so the server renders the page in the theme from the first
 * byte. The check reads `data-bs-theme` too, so a change of the cookie's form cannot pass unseen.
 */
async function setTheme(context: BrowserContext, baseURL: string, theme: Theme) {
  const settings = { theme, dir: 'ltr', rounded: false, shadows: false, collapsed: false, topMenu: false };
  const value = Buffer.from(JSON.stringify(settings), 'utf8').toString('base64');
  await context.addCookies([{ name: 'wd_ui', value, url: baseURL }]);
}

/** Loads the screen in the theme and asserts no serious or critical finding, listing them if any. */
async function checkScreen(page: Page, url: string, theme: Theme, ready?: Screen['ready']) {
  await setTheme(page.context(), test.info().project.use.baseURL!, theme);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
  await expect(page.locator('h1').first()).toBeAttached();
  await ready?.(page);
  // Hydrated and settled: the loaders and the live link have answered.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const found = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(found.map((v) => `${v.impact} ${v.id}`), `${url} in the ${theme} theme:\n${describe(found)}`).toEqual([]);
}

/** One line per rule (impact, id, what it asks, how many elements), then each element's target and why. */
function describe(violations: Violation[]) {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`);
      return [`  ${v.impact} ${v.id}: ${v.help} (${v.nodes.length})`, ...nodes].join('\n');
    })
    .join('\n');
}

test.describe('public screens', () => {
  for (const theme of THEMES) {
    for (const url of ['/log_in', '/register', '/reset_password']) {
      test(`${url} in the ${theme} theme`, async ({ page }) => {
        await checkScreen(page, url, theme);
      });
    }
  }
});

async function newContext(browser: Browser, testInfo: TestInfo, viewport?: { width: number; height: number }) {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  return browser.newContext({ baseURL, locale, timezoneId, viewport: viewport ?? testInfo.project.use.viewport ?? null });
}

/** A role's screens, each in both themes, in order with one signed-in context for all of them. */
function roleScreens(
  role: keyof typeof DEMO,
  screens: Screen[],
  options: { viewport?: { width: number; height: number }; order?: (api: APIRequestContext) => Promise<{ orderId: number }> } = {},
) {
  test.describe(`signed in as ${role}`, () => {
    // In order, in one worker, so that the signed-in context serves every screen.
    test.describe.configure({ mode: 'default' });
    let context: BrowserContext;
    let page: Page;
    let orderId = 0;

    test.beforeAll(async ({ browser, playwright }, testInfo) => {
      if (options.order) {
        // Made through the API with its own token, apart from the browser's session.
        const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
        orderId = (await options.order(api)).orderId;
        await api.dispose();
      }
      context = await newContext(browser, testInfo, options.viewport);
      page = await context.newPage();
      await signIn(page, DEMO[role].login, DEMO[role].password);
      await expect(page).not.toHaveURL(/\/log_in/);
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const screen of screens) {
      for (const theme of THEMES) {
        test(`${screen.path} in the ${theme} theme`, async () => {
          await checkScreen(page, screen.path.replace('{id}', String(orderId)), theme, screen.ready);
        });
      }
    }
  });
}

roleScreens(
  'master',
  [
    { path: '/master/tasks/new', ready: (page) => expect(page.getByRole('tab', { name: 'Шаг 1', selected: true })).toBeVisible() },
    { path: '/master/tasks/pending' },
    { path: '/master/tasks/active' },
    { path: '/master/tasks/completed' },
    { path: '/master/tasks/all' },
    // A waiting order: worker chips, a disabled 'Назначить', the plate badge, the back button.
    { path: '/master/task/{id}', ready: (page) => expect(page.getByRole('heading', { name: 'Назначить исполнителей' })).toBeVisible() },
    // «Изменить услуги»: the services step with its selection summary, on the order's own address.
    { path: '/master/task/{id}/services', ready: (page) => expect(page.getByRole('button', { name: 'Сохранить услуги' })).toBeVisible() },
    // Step 2 of the wizard for a car not seen before (region 99: no test and no demo order uses it).
    { path: '/master/tasks/new?plate=%D0%A5001%D0%A5%D0%A599', ready: (page) => expect(page.getByRole('tab', { name: 'Шаг 2', selected: true })).toBeVisible() },
    // Step 3 of the wizard for that order, then its final summary with the keys question.
    { path: '/master/tasks/new?order={id}', ready: (page) => expect(page.getByRole('tab', { name: 'Шаг 3', selected: true })).toBeVisible() },
    { path: '/master/tasks/new?order={id}&step=4', ready: (page) => expect(page.getByRole('heading', { name: /Заказ №\d+ принят/ })).toBeVisible() },
    { path: '/account/profile' },
  ],
  { order: waitingOrder },
);

roleScreens(
  'cashier',
  [
    { path: '/cashier/tasks/active' },
    // A finished unpaid order: the payment and discount forms.
    { path: '/cashier/task/{id}', ready: (page) => expect(page.getByRole('heading', { name: 'Оплата' })).toBeVisible() },
  ],
  { order: finishedOrder },
);

roleScreens('display', [{ path: '/display' }], { viewport: { width: 1920, height: 1080 } });

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const DEMO = {
  master: { login: 'master', password: 'master-demo' },
  cashier: { login: 'cashier', password: 'cashier-demo' },
  display: { login: 'display', password: 'display-demo' },
  owner: { login: 'owner', password: 'owner-demo' },
} as const;

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, login: string, password: string, options: { remember?: boolean } = {}) {
  if (!page.url().includes('/log_in')) await page.goto('/log_in');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Запомнить меня').check();
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Types into a combobox (Марка ТС, Модель ТС, Имя) and taps the suggestion, as a master does. */
export async function pick(page: Page, label: string, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** The first parts of the locale keys the screens use. */
const KEY_GROUPS = [
  'login',
  'register',
  'reset',
  'notFound',
  'menu',
  'topbar',
  'languages',
  'customizer',
  'toast',
  'progress',
  'profile',
  'roles',
  'orders',
  'pages',
  'display',
  'validation',
  'wizard',
  'summary',
  'task',
  'cashier',
  'bookings',
  'book',
];
/** Locale keys look like `menu.pending`; none may reach a screen, nor 'undefined'. */
const RAW_KEY = new RegExp(`\\b(${KEY_GROUPS.join('|')})\\.[a-zA-Z_]+\\b`);

export async function expectNoRawText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(RAW_KEY);
  expect(text).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]/);
}

let counter = 0;
/** A name no other test uses, for accounts a test creates. */
export function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const LATIN_TWINS: Record<string, string> = {
  А: 'a',
  В: 'b',
  Е: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
};

/**
 * A standard plate no other test uses (region 86, which the demo data never has; about
 * 1.5 million combinations), in Cyrillic and as typed on a Latin keyboard. Tests leave
 * their orders open, and a second order for the same car is refused, so plates must not
 * repeat within a run.
 */
export function freshPlate(): { cyrillic: string; latin: string } {
  const letter = () => PLATE_LETTERS[Math.floor(Math.random() * PLATE_LETTERS.length)]!;
  const cyrillic = `${letter()}${String(Math.floor(Math.random() * 900) + 100)}${letter()}${letter()}86`;
  return {
    cyrillic,
    latin: [...cyrillic]
      .map((ch) => LATIN_TWINS[ch] ?? ch)
      .join('')
      .toLowerCase(),
  };
}

const opened = new Set<BrowserContext>();

/**
 * A second browser (the TV, the desk, another tablet) that closes when its test ends. Left
 * open, a live page keeps its socket, reloads on every change and turns its display pages,
 * and slows every test after it on the one CI worker.
 */
export async function openContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  opened.add(context);
  return context;
}

export async function openPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  return (await openContext(browser, options)).newPage();
}

test.afterEach(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  opened.clear();
});

/**
 * A standard plate as the screens show it: `А123ВС77` as `А 123 ВС 77`, its parts joined by
 * narrow no-break spaces so that it never breaks across lines; any other plate as stored.
 * Written out here, not imported from the app's formatPlate: a wrong formatter then fails the
 * specs instead of agreeing with them.
 */
export function shownPlate(plate: string): string {
  const m = /^([АВЕКМНОРСТУХ])(\d{3})([АВЕКМНОРСТУХ]{2})(\d{2,3})$/.exec(plate);
  return m ? `${m[1]}\u202f${m[2]}\u202f${m[3]}\u202f${m[4]}` : plate;
}

/** A sum as a money field shows it: `1 250`, `437,50` (money() without the ₽). */
export const moneyField = (roubles: number) => money(roubles).replace('\u00a0₽', '');
/** The roubles a money field holds (`1 250,50` → 1250.5). */
export const roublesIn = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

/** Money as the screens show it: `1 250 ₽`, `437,50 ₽` (kopecks only when there are some, a true minus for a shortage). */
export const money = (roubles: number) => {
  const digits = Number.isInteger(roubles) ? 0 : 2;
  const figures = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(roubles);
  return `${figures.replace(/\s/g, '\u202f').replace('-', '−')}\u00a0₽`;
};

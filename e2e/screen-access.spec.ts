import { existsSync, readdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support';

/**
 * Who may open which screen (docs/security.md): every route module of the web app against the five
 * kinds of visitor. The owner may open every staff screen; the back office answers anyone
 * else with a refusal page (403), not a redirect. A route file without a row fails, so a new screen cannot ship without
 * deciding who sees it. 200 is the page itself; a path is where the visitor is sent
 * instead (a redirect, before any data of the page is read).
 */
type Expected = 200 | 403 | 404 | 410 | `→${string}`;
type Row = { url: string; expect: readonly [Expected, Expected, Expected, Expected, Expected] } | 'layout' | 'action';

const SIGN_IN = '→/log_in';
const MASTER_HOME = '→/master/tasks/new';
const CASHIER_HOME = '→/cashier/tasks/active';
const DISPLAY_HOME = '→/display';
const OWNER_HOME = '→/owner/prices';
const MASTER_SCREEN = [SIGN_IN, 200, CASHIER_HOME, DISPLAY_HOME, 200] as const;
const CASHIER_SCREEN = [SIGN_IN, MASTER_HOME, 200, DISPLAY_HOME, 200] as const;
const GUEST_SCREEN = [200, MASTER_HOME, CASHIER_HOME, DISPLAY_HOME, OWNER_HOME] as const;
const OWNER_SCREEN = [SIGN_IN, 403, 403, 403, 200] as const;
const STAFF_SCREEN = [SIGN_IN, 200, 200, DISPLAY_HOME, 200] as const;

// Columns: anonymous, master, cashier, display, owner.
const SCREENS: Record<string, Row> = {
  '_index.tsx': { url: '/', expect: [SIGN_IN, MASTER_HOME, CASHIER_HOME, DISPLAY_HOME, OWNER_HOME] },
  'log_in.tsx': { url: '/log_in', expect: GUEST_SCREEN },
  'register.tsx': { url: '/register', expect: GUEST_SCREEN },
  'reset_password.tsx': { url: '/reset_password', expect: GUEST_SCREEN },
  '_app.tsx': 'layout',
  '_app.master.tsx': 'layout',
  '_app.cashier.tsx': 'layout',
  '_app.owner.tsx': 'layout',
  // An area's own address leads to its first screen, for those the area admits.
  '_app.master._index.tsx': { url: '/master', expect: [SIGN_IN, MASTER_HOME, CASHIER_HOME, DISPLAY_HOME, MASTER_HOME] },
  '_app.cashier._index.tsx': { url: '/cashier', expect: [SIGN_IN, MASTER_HOME, CASHIER_HOME, DISPLAY_HOME, CASHIER_HOME] },
  '_app.owner._index.tsx': { url: '/owner', expect: [SIGN_IN, 403, 403, 403, OWNER_HOME] },
  '_app.owner.prices/route.tsx': { url: '/owner/prices', expect: OWNER_SCREEN },
  '_app.owner.prices_.tires.$serviceId/route.tsx': { url: '/owner/prices/tires/27', expect: OWNER_SCREEN },
  '_app.owner.catalogue/route.tsx': { url: '/owner/catalogue?brand=1', expect: OWNER_SCREEN },
  '_app.owner.staff/route.tsx': { url: '/owner/staff', expect: OWNER_SCREEN },
  '_app.owner.discounts/route.tsx': { url: '/owner/discounts', expect: OWNER_SCREEN },
  '_app.owner.companies/route.tsx': { url: '/owner/companies', expect: OWNER_SCREEN },
  '_app.owner.accounts/route.tsx': { url: '/owner/accounts', expect: OWNER_SCREEN },
  '_app.owner.business/route.tsx': { url: '/owner/business', expect: OWNER_SCREEN },
  '_app.owner.audit/route.tsx': { url: '/owner/audit?order_id=1', expect: OWNER_SCREEN },
  '_app.owner.backups/route.tsx': { url: '/owner/backups', expect: OWNER_SCREEN },
  '_app.owner.clients/route.tsx': { url: '/owner/clients', expect: OWNER_SCREEN },
  '_app.owner.messages/route.tsx': { url: '/owner/messages', expect: OWNER_SCREEN },
  '_app.owner.bookings/route.tsx': { url: '/owner/bookings', expect: OWNER_SCREEN },
  '_app.owner.storage/route.tsx': { url: '/owner/storage', expect: OWNER_SCREEN },
  // The customer's page needs no sign-in: its link is the key, and a made-up one opens nothing for anyone.
  'o.$token/route.tsx': { url: '/o/AAAAAAAAAAAAAAAAAAAAAAAA', expect: [410, 410, 410, 410, 410] },
  // Booking online needs no sign-in; a booking's page is opened by its link, and a made-up one opens nothing.
  'book/route.tsx': { url: '/book', expect: [200, 200, 200, 200, 200] },
  'b.$token/route.tsx': { url: '/b/AAAAAAAAAAAAAAAAAAAAAAAA', expect: [410, 410, 410, 410, 410] },
  // Clients and cars: everyone who serves them, at the bays or the desk; not the wall display.
  '_app.clients._index/route.tsx': { url: '/clients?q=%D0%BA%D0%B8%D0%B0', expect: STAFF_SCREEN },
  '_app.clients.$clientId/route.tsx': { url: '/clients/1', expect: STAFF_SCREEN },
  '_app.cars.$carId/route.tsx': { url: '/cars/1', expect: STAFF_SCREEN },
  // Bookings: the bays and the desk both take them by phone and see who is coming; not the wall display.
  '_app.bookings._index/route.tsx': { url: '/bookings', expect: STAFF_SCREEN },
  '_app.bookings.new/route.tsx': { url: '/bookings/new', expect: STAFF_SCREEN },
  // Tyre storage: the fitters and the desk alike; set 1 is the demo shop's.
  '_app.storage._index/route.tsx': { url: '/storage?q=A-1', expect: STAFF_SCREEN },
  '_app.storage.new/route.tsx': { url: '/storage/new', expect: STAFF_SCREEN },
  '_app.storage.$setId/route.tsx': { url: '/storage/1', expect: STAFF_SCREEN },
  '_app.storage.$setId_.print/route.tsx': { url: '/storage/1/print', expect: STAFF_SCREEN },
  '_app.bookings.$bookingId.move/route.tsx': { url: '/bookings/999999/move', expect: [SIGN_IN, 404, 404, DISPLAY_HOME, 404] },
  'resources.lapsed-csv.tsx': { url: '/resources/lapsed-csv?lapsed_days=30', expect: [SIGN_IN, 403, 403, 403, 200] },
  '_app.master.tasks.new/route.tsx': { url: '/master/tasks/new', expect: MASTER_SCREEN },
  '_app.master.tasks.pending.tsx': { url: '/master/tasks/pending', expect: MASTER_SCREEN },
  '_app.master.tasks.active.tsx': { url: '/master/tasks/active', expect: MASTER_SCREEN },
  '_app.master.tasks.completed.tsx': { url: '/master/tasks/completed', expect: MASTER_SCREEN },
  '_app.master.tasks.all.tsx': { url: '/master/tasks/all', expect: MASTER_SCREEN },
  // A link to an order's page opens the same order in the visitor's own area.
  '_app.master.task.$orderId/route.tsx': { url: '/master/task/1', expect: [SIGN_IN, 200, '→/cashier/task/1', DISPLAY_HOME, 200] },
  // The demo's order 1 is long done: its services can no longer be changed, so the master is sent to the order.
  '_app.master.task.$orderId_.services.tsx': {
    url: '/master/task/1/services',
    expect: [SIGN_IN, '→/master/task/1', '→/cashier/task/1', DISPLAY_HOME, '→/master/task/1'],
  },
  '_app.cashier.tasks.active.tsx': { url: '/cashier/tasks/active', expect: CASHIER_SCREEN },
  '_app.cashier.task.$orderId/route.tsx': { url: '/cashier/task/1', expect: [SIGN_IN, '→/master/task/1', 200, DISPLAY_HOME, 200] },
  '_app.account.profile.tsx': { url: '/account/profile', expect: [SIGN_IN, 200, 200, DISPLAY_HOME, 200] },
  // The owner may glance at the wall display from any signed-in account.
  'display.tsx': { url: '/display', expect: [SIGN_IN, 200, 200, 200, 200] },
  '_app.cashier.shift/route.tsx': { url: '/cashier/shift', expect: CASHIER_SCREEN },
  // The demo cashier's shift (opened by the shifts setup): the owner may read any.
  '_app.cashier.shifts.$shiftId.tsx': { url: '/cashier/shifts/1', expect: CASHIER_SCREEN },
  '_app.cashier.task.$orderId_.receipt.tsx': {
    url: '/cashier/task/1/receipt',
    expect: [SIGN_IN, '→/master/task/1', 200, DISPLAY_HOME, 200],
  },
  '_app.master.task.$orderId_.print.tsx': { url: '/master/task/1/print', expect: [SIGN_IN, 200, '→/cashier/task/1', DISPLAY_HOME, 200] },
  '_app.master.task.$orderId_.ticket.tsx': { url: '/master/task/1/ticket', expect: [SIGN_IN, 200, '→/cashier/task/1', DISPLAY_HOME, 200] },
  '_app.owner.reports/route.tsx': { url: '/owner/reports?from=2026-11-01&to=2026-11-30', expect: OWNER_SCREEN },
  '_app.owner.earnings.tsx': { url: '/owner/earnings', expect: OWNER_SCREEN },
  'resources.report-csv.tsx': { url: '/resources/report-csv?table=methods', expect: [SIGN_IN, 403, 403, 403, 200] },
  'resources.suggest.tsx': { url: '/resources/suggest?kind=brands&search=ki', expect: [SIGN_IN, 200, 200, 200, 200] },
  'resources.wizard-quote.tsx': {
    url: '/resources/wizard-quote?order=1&lines=%5B%5D',
    expect: [SIGN_IN, 200, CASHIER_HOME, DISPLAY_HOME, 200],
  },
  // GET never changes state: a visit to /logout only leads home.
  'logout.tsx': { url: '/logout', expect: ['→/', '→/', '→/', '→/', '→/'] },
  'resources.locale.tsx': 'action',
  // The words of a language are public, as /locales is; only today's name answers (its test: app/utils/words-file.server.test.ts).
  'words.$file.tsx': { url: '/words/ru.AAAAAAAAAAAA.json', expect: [404, 404, 404, 404, 404] },
  'resources.ui-settings.tsx': 'action',
  // docs/screens.md's own /404 page is a page like any other; an unknown address answers 404.
  '404.tsx': { url: '/404', expect: [200, 200, 200, 200, 200] },
  '$.tsx': { url: '/no-such-screen', expect: [404, 404, 404, 404, 404] },
};

const VISITORS = ['anonymous', 'master', 'cashier', 'display', 'owner'] as const;
const contexts: Partial<Record<(typeof VISITORS)[number], APIRequestContext>> = {};

test.beforeAll(async ({ baseURL }) => {
  for (const who of VISITORS) {
    const context = await playwrightRequest.newContext({ baseURL });
    if (who !== 'anonymous') {
      const signIn = await context.post('/log_in', {
        form: { ...DEMO[who], redirectTo: '' },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(signIn.status(), `${who} signs in`).toBe(302);
    }
    contexts[who] = context;
  }
});

test.afterAll(async () => {
  for (const context of Object.values(contexts)) await context?.dispose();
});

/** The web app's route modules: `<name>.tsx`, or `<name>/route.tsx` for a route that keeps its own code in a folder. */
function routeModules(): string[] {
  return readdirSync('app/routes', { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name.endsWith('.tsx') ? [entry.name] : [];
    return existsSync(`app/routes/${entry.name}/route.tsx`) ? [`${entry.name}/route.tsx`] : [];
  });
}

test('every route file of the web app has a row', () => {
  const files = routeModules();
  expect(files.filter((f) => !(f in SCREENS))).toEqual([]);
  expect(Object.keys(SCREENS).filter((f) => !files.includes(f))).toEqual([]);
});

for (const [file, row] of Object.entries(SCREENS)) {
  if (typeof row === 'string') continue;
  test(`${row.url}: ${VISITORS.map((who, i) => `${who} ${row.expect[i]}`).join(', ')}`, async () => {
    for (const [i, who] of VISITORS.entries()) {
      const res = await contexts[who]!.get(row.url, { maxRedirects: 0 });
      const expected = row.expect[i]!;
      const where = `${file} as ${who}`;
      if (typeof expected === 'number') {
        expect(res.status(), where).toBe(expected);
      } else {
        expect([301, 302, 303, 307, 308], where).toContain(res.status());
        const location = new URL(res.headers().location ?? '', 'http://x').pathname;
        expect(location, where).toBe(expected.slice(1));
      }
    }
  });
}

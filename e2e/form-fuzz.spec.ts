import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { finishedOrder, startedOrder } from './api-fixtures';
import { DEMO } from './support';
import { testServer } from './spawn-server';
import { demoDataDir } from './demo-data-dir';

/**
 * Fuzzing (docs/reliability.md), the web app's half: generated form posts (wrong and missing fields,
 * unknown intents, huge and unicode strings, SQL and HTML fragments, repeated fields) to
 * every form action, signed in as the role that uses it and sent from our own origin.
 * None may answer 5xx. A server of its own, so that the sign-in form's failures do not
 * make the shared server's sign-in limits wait.
 */
/** `npm test`: 8 (24 posts per action); SOAK=1 (`npm run test:soak`): 80. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.SOAK === '1' ? 80 : 8));
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 60 }).map(String) },
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '1e308',
    '-0',
    'NaN',
    '99999999999999999999',
    '[1,2]',
    '{"a":1}',
    'А001АА77',
    '',
    ' ',
    '10%',
    'cash',
    'taken',
  ),
  fc.string({ minLength: 2_000, maxLength: 10_000 }),
  // Since the second security round: NUL bytes, lone surrogates and odd whitespace inside ordinary text.
  fc
    .tuple(
      fc.constantFrom('cashier', 'Иван', 'А001АА77', '+79161234567', '10%'),
      fc.constantFrom('\u0000', '\ud800', '\udc00', '\u3000', '\u00a0', '\u2028', '\ufeff', '\r\n'),
      fc.nat(8),
    )
    .map(([t, odd, at]) => `${t.slice(0, at)}${odd}${t.slice(at)}`),
);

const FORMS: Array<{ path: (ids: Ids) => string; who: keyof typeof DEMO | 'anonymous'; fields: string[]; intents?: string[] }> = [
  { path: () => '/log_in', who: 'anonymous', fields: ['login', 'password', 'remember', 'redirectTo'] },
  { path: () => '/register', who: 'anonymous', fields: ['name', 'email', 'password', 'password_repeat'] },
  { path: () => '/reset_password', who: 'anonymous', fields: ['email'] },
  { path: () => '/account/profile', who: 'cashier', fields: ['current_password', 'password', 'password_repeat'] },
  { path: () => '/resources/locale', who: 'master', fields: ['lng', 'locale', 'redirectTo'] },
  { path: () => '/resources/ui-settings', who: 'master', fields: ['settings'] },
  {
    path: (ids) => `/master/tasks/new?step=${ids.step}`,
    who: 'master',
    fields: [
      'plate',
      'non_standard',
      'order_id',
      'model_id',
      'class_id',
      'client_id',
      'phone',
      'name',
      'lines',
      'keys',
      'service_id',
      'is_wash',
      'radius_id',
      'profile_id',
    ],
    intents: ['plate', 'create', 'confirm', 'keys', 'remove-line', 'other'],
  },
  {
    path: (ids) => `/master/task/${ids.started}`,
    who: 'master',
    fields: ['item', 'workers', 'phone', 'comment'],
    intents: ['workers', 'mark', 'cancel-item', 'phone', 'comment', 'cancel', 'start', 'complete', 'other'],
  },
  {
    path: (ids) => `/cashier/task/${ids.finished}`,
    who: 'cashier',
    fields: ['method', 'sum', 'key', 'payment', 'percent', 'code', 'reason', 'other', 'group'],
    intents: [
      'pay',
      'switch',
      'request-discount',
      'approve-discount',
      'reset-discount',
      'reason',
      'group',
      'remove-parking',
      'keys-returned',
      'other',
    ],
  },
];

interface Ids {
  started: number;
  finished: number;
  step: string;
}

test('generated form posts to every form action never answer 5xx', async () => {
  test.setTimeout(Math.max(300_000, RUNS * 30_000));
  const dataDir = demoDataDir('wd-form-fuzz-');
  const server = testServer({ DATA_DIR: dataDir });
  await server.start();
  const contexts: Partial<Record<keyof typeof DEMO | 'anonymous', APIRequestContext>> = {};
  try {
    const origin = { Origin: server.baseURL };
    for (const who of ['anonymous', 'master', 'cashier'] as const) {
      const context = await playwrightRequest.newContext({ baseURL: server.baseURL, extraHTTPHeaders: origin });
      if (who !== 'anonymous')
        expect((await context.post('/log_in', { form: { ...DEMO[who], redirectTo: '' }, maxRedirects: 0 })).status()).toBe(302);
      contexts[who] = context;
    }
    const api = contexts.anonymous!;
    const ids: Ids = { started: (await startedOrder(api)).orderId, finished: (await finishedOrder(api)).orderId, step: '1' };

    const statuses: number[] = [];
    for (const form of FORMS) {
      const fieldArb = fc.array(fc.tuple(fc.constantFrom(...form.fields, 'extra'), text), { maxLength: form.fields.length + 2 });
      const intentArb = form.intents ? fc.option(fc.constantFrom(...form.intents), { nil: undefined, freq: 8 }) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(fieldArb, intentArb, fc.constantFrom('1', '2', '3', '4', 'x'), async (fields, intent, step) => {
          const body = new URLSearchParams(intent ? [['intent', intent], ...fields] : fields);
          const url = form.path({ ...ids, step });
          const res = await contexts[form.who]!.post(url, {
            data: body.toString(),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            maxRedirects: 0,
          });
          statuses.push(res.status());
          if (res.status() >= 500) throw new Error(`${url} → ${res.status()}: ${(await res.text()).slice(0, 200)}`);
        }),
        { numRuns: RUNS * 3, seed: SEED, endOnFailure: true },
      );
    }
    // The posts reached the actions: answered (200, a redirect, or a refusal saying why with
    // its status: 400 for the form, the API's 404, 409, 422 or 429), not stopped at the door by
    // the origin check or a lost session.
    expect(statuses.filter((s) => s === 403 || s === 401).length).toBeLessThan(statuses.length / 10);
    expect(statuses.filter((s) => [200, 302, 400, 404, 409, 422, 429].includes(s)).length).toBeGreaterThan(statuses.length / 2);
  } finally {
    for (const context of Object.values(contexts)) await context?.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

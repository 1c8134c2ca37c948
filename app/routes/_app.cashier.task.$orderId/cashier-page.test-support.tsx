import { screen, within } from '@testing-library/react';
import { useRevalidator } from '@remix-run/react';
import type { ApiAnswer } from '#contract/client';
import type { ActionResult } from '~/utils/action-result';
import { parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { formatMoney } from '~/utils/format';
import { renderRoute } from '~/test/render-route';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import { cashierForm } from './cashier-task.server';
import CashierTask from './route';

/**
 * The cashier's order page under test (route.test.tsx): an order of 2 000 ₽ due, the API's
 * refusal of a sum above it as the real action builds it, the page rendered as a route, and the
 * payment form found as a person finds it.
 */
export const due = 2000;
export const order = orderFixture({ id: 7, items: [itemFixture({ quantity: 4, price_item: 500, sum_before_discount: due, sum: due })] });

/** The API's refusal of a sum above what is left to pay, as the contract's client gives it. */
export const tooBig: ApiAnswer<unknown> & { ok: false } = {
  ok: false,
  status: 409,
  code: 'pay_sum_too_big',
  params: { sum: formatMoney(due) },
  details: 'Сумма больше, чем осталось оплатить',
};
export const refusalText = `Сумма больше, чем осталось оплатить: ${formatMoney(due)}`;
/** What the real action answers for a payment form the API refused. */
export const refused = (form: FormData): ActionResult => refusedAt(parseIntentForm(form, cashierForm), 'sum', tooBig, 'pay');

export const renderPage = (options: { action?: (form: FormData) => ActionResult; actionData?: ActionResult; shiftOpen?: boolean } = {}) =>
  renderRoute({
    id: 'routes/_app.cashier.task.$orderId',
    path: 'cashier/task/:orderId',
    url: '/cashier/task/7',
    Component: CashierTask,
    loaderData: { order, groups: [], shiftOpen: options.shiftOpen ?? true },
    ...options,
  });

/** The payment form, found as a person finds it: the card titled «Оплата». */
export async function paymentForm() {
  const form = within(await screen.findByRole('form', { name: 'Оплата' }));
  return {
    form,
    sum: () => form.getByLabelText('Сумма') as HTMLInputElement,
    pay: () => form.getByRole('button', { name: 'Оплатить' }) as HTMLButtonElement,
  };
}

/**
 * The page with a «live» button that reloads it as a pushed change does: `current` is what its
 * loader answers next (with `codeLeftMs`, what the server says the awaited code has left), `loads`
 * counts its loads, and its forms get `answers` in turn.
 */
export function renderLivePage(first: typeof order = order, options: { answers?: ActionResult[]; codeLeftMs?: number | null } = {}) {
  const answers = [...(options.answers ?? [])];
  const page = { current: first, loads: 0, codeLeftMs: options.codeLeftMs ?? null, posted: [] as FormData[] };
  const loaded = () => ({ order: page.current, groups: [], shiftOpen: true, limits: {}, codeLeftMs: page.codeLeftMs });
  const { posted } = renderRoute({
    id: 'routes/_app.cashier.task.$orderId',
    path: 'cashier/task/:orderId',
    url: '/cashier/task/7',
    Component: () => (
      <>
        <CashierTask />
        <LiveReload />
      </>
    ),
    loaderData: loaded(),
    loader: () => {
      page.loads += 1;
      return loaded();
    },
    action: () => answers.shift() ?? null,
  });
  page.posted = posted;
  return page;
}

function LiveReload() {
  const { revalidate } = useRevalidator();
  return (
    <button type="button" onClick={() => revalidate()}>
      live
    </button>
  );
}

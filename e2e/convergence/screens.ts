import type { Page } from '@playwright/test';
import type { Order, OrderRow } from '../../api/contract/orders';
import type { ListStatus, ProcessName, Truth } from './api';
import { readPageView, type PageView } from './page-view';
import { shownPlate } from '../support';

/**
 * The open screens of the convergence test: what each one shows (read from its DOM, hidden
 * parts included) and what it must show by the API. Both sides are plain data, so a
 * mismatch prints as a diff: the screen's name, what it showed, what the API said.
 */
export interface Screen {
  /** Names the person, the screen and the process it is connected to. */
  name: string;
  page: Page;
  /** The path the screen stays on (a redirect or a sign-in form shows as a mismatch). */
  path: string;
  /** What the screen shows, from the page's view. */
  shown(view: PageView): unknown;
  expected(truth: Truth): unknown;
}

/** What a screen shows now, and when the page was read. */
export async function readScreen(screen: Screen): Promise<{ at: number; shown: unknown }> {
  const view = await screen.page.evaluate(readPageView);
  return { at: view.at, shown: screen.shown(view) };
}

// The words the screens use (locales/ru/common.json), as the person reads them.
const JOB: Record<Order['job_status'], string> = { waiting: 'Ожидает', in_progress: 'В работе', done: 'Выполнен', canceled: 'Отменён' };
const PAY: Record<number, string> = { 1: 'Не оплачен', 2: 'Частично оплачен', 3: 'Оплачен', 4: 'По договору' };
const STATE_WORDS = new Set([...Object.values(JOB), ...Object.values(PAY)]);
/** A contract order reads «По договору» from its start (payStatusShown in status-badges.tsx). */
const payShown = (o: { pay_status: number; is_pay_by_contract: boolean }) => (o.is_pay_by_contract ? 4 : o.pay_status);
/**
 * The state badges of an order page; a canceled order with nothing paid (or a contract's) shows
 * no pay badge (PayStatusBadge): it owes nothing.
 */
const stateBadges = (o: Order) => [
  JOB[o.job_status],
  ...(o.job_status === 'canceled' && [1, 4].includes(payShown(o)) ? [] : [PAY[payShown(o)]]),
];
const KEYS = (state: Order['car']['keys_state'], cell: number | null) =>
  state === 'cell' ? `Ключи в ячейке ${cell ?? '?'}` : state === 'client' ? 'Ключи у клиента' : state === 'returned' ? 'Ключи выданы' : '—';

/** `1 250,50 ₽` (any spaces) as a number of roubles; NaN for anything else, null when absent. */
function roubles(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = text.replace(/[\s\u00a0\u202f\u2009₽−-]/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const MASTER_COUNTERS = ['Ожидают', 'В работе', 'Выполненные'] as const;

function shownCounters(view: PageView, labels: readonly string[]): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  for (const label of labels) {
    const link = view.menu.find((m) => m.label === label);
    out[label] = link ? (link.count !== null && /^\d+$/.test(link.count) ? Number(link.count) : link.count) : 'no such menu link';
  }
  return out;
}

const masterCounters = (truth: Truth) => ({
  Ожидают: truth.masterStats.waiting.all,
  'В работе': truth.masterStats.in_progress.all,
  Выполненные: truth.masterStats.done.all,
});
const cashierCounters = (truth: Truth) => ({ Заказы: truth.cashierStats.waiting_for_payment.all });

const orderId = (meta: string) => Number(/№(\d+)/.exec(meta)?.[1] ?? Number.NaN);
const totalOf = (view: PageView) => (view.total === null ? null : Number(/\d+/.exec(view.total)?.[0] ?? Number.NaN));

/** A master list tab: the sidebar counters, «Всего: N», and each row's number, status and keys, in order. */
export function masterList(
  page: Page,
  process: ProcessName,
  path: string,
  title: string,
  status: Exclude<ListStatus, 'waiting_for_payment'>,
): Screen {
  return {
    name: `master tablet, list «${title}» (${path}, process ${process})`,
    page,
    path,
    shown(view) {
      return {
        path: view.path,
        counters: shownCounters(view, MASTER_COUNTERS),
        total: totalOf(view),
        rows: view.rows.map((r) => ({ id: orderId(r.meta), status: r.status[0] ?? null, keys: r.cells['Ключи'] ?? null })),
      };
    },
    expected: (truth) => ({
      path,
      counters: masterCounters(truth),
      total: truth.lists[status].total,
      rows: truth.lists[status].orders.map((o) => ({ id: o.id, status: JOB[o.job_status], keys: KEYS(o.keys_state, o.key_cell) })),
    }),
  };
}

/** What the cashier's list says of a row's money (DeskStatus in order-table.tsx). */
function deskBadges(o: OrderRow): string[] {
  return [
    ...(o.job_status === 'canceled' ? [] : [PAY[payShown(o)] ?? `pay status ${o.pay_status}`]),
    ...(o.refund_due > 0 ? [`Вернуть ${o.refund_due}`] : []),
    ...(o.pay_sum === 0 && o.refund_due === 0 ? ['Выдать ключи'] : []),
  ];
}
/** A desk badge with its sum as a plain number, to compare with deskBadges(). */
const plainBadge = (badge: string) => badge.replace(/^Вернуть (.*)$/, (_, sum: string) => `Вернуть ${roubles(sum)}`);

/** The cashier's list: the badge «Заказы N», «Всего: N», and each row's number, status, money badges and sum, in order. */
export function cashierList(page: Page, process: ProcessName): Screen {
  const path = '/cashier/tasks/active';
  return {
    name: `cashier desk, list «Заказы к оплате» (${path}, process ${process})`,
    page,
    path,
    shown(view) {
      return {
        path: view.path,
        counters: shownCounters(view, ['Заказы']),
        total: totalOf(view),
        rows: view.rows.map((r) => ({
          id: orderId(r.meta),
          status: r.status[0] ?? null,
          desk: r.badges.map(plainBadge),
          sum: roubles(r.cells['Заказ']),
        })),
      };
    },
    expected: (truth) => ({
      path,
      counters: cashierCounters(truth),
      total: truth.lists.waiting_for_payment.total,
      rows: truth.lists.waiting_for_payment.orders.map((o) => ({
        id: o.id,
        status: JOB[o.job_status],
        desk: deskBadges(o),
        sum: o.sum_final,
      })),
    }),
  };
}

/** The master's task page of the order it follows: counters, title, status badges, the next step, keys and sums. */
export function masterTask(page: Page, process: ProcessName, orderIdNow: () => number): Screen {
  return {
    get name() {
      return `master tablet, task page /master/task/${orderIdNow()} (process ${process})`;
    },
    page,
    get path() {
      return `/master/task/${orderIdNow()}`;
    },
    shown(view) {
      const line = (label: string) => roubles(view.lines.find(([l]) => l.startsWith(label))?.[1]);
      return {
        path: view.path,
        counters: shownCounters(view, MASTER_COUNTERS),
        title: view.h1,
        badges: view.headerBadges,
        nextStep: view.mainAction,
        keys: view.facts['Ключи'] ?? null,
        sums: { 'Без скидок': line('Без скидок'), Парковка: line('Парковка'), 'С учётом скидок': line('С учётом скидок') },
      };
    },
    expected: (truth) => {
      const o = truth.masterOrder;
      return {
        path: `/master/task/${o.id}`,
        counters: masterCounters(truth),
        title: `Заказ №${o.id}`,
        badges: [...stateBadges(o), ...(o.contract_company ? [`Обслуживание по договору для ${o.contract_company}`] : [])],
        nextStep: o.is_can_be_started ? 'В работу' : o.can_be_completed ? 'Завершить' : null,
        keys: KEYS(o.car.keys_state, o.car.key_cell),
        sums: { 'Без скидок': o.total_sum, Парковка: o.parking_sum > 0 ? o.parking_sum : null, 'С учётом скидок': o.sum_final },
      };
    },
  };
}

/** The cashier's order page of the order it follows: the badge, status badges, the money summary, keys. */
export function cashierTask(page: Page, process: ProcessName, orderIdNow: () => number): Screen {
  return {
    get name() {
      return `cashier desk, order page /cashier/task/${orderIdNow()} (process ${process})`;
    },
    page,
    get path() {
      return `/cashier/task/${orderIdNow()}`;
    },
    shown(view) {
      const money = (label: string) => (label in view.money ? roubles(view.money[label]) : null);
      return {
        path: view.path,
        counters: shownCounters(view, ['Заказы']),
        title: view.h1,
        // The state badges only (a contract's badge may follow them).
        badges: view.headerBadges.filter((b) => STATE_WORDS.has(b)),
        keys: view.facts['Ключи'] ?? null,
        money: {
          'Итого со всеми скидками': money('Итого со всеми скидками'),
          'Уже оплачено': money('Уже оплачено'),
          'К оплате': money('К оплате'),
          'Вернуть клиенту': money('Вернуть клиенту'),
        },
        handKeys: view.keysButton !== null,
      };
    },
    expected: (truth) => {
      const o = truth.cashierOrder;
      return {
        path: `/cashier/task/${o.id}`,
        counters: cashierCounters(truth),
        title: `Заказ №${o.id}`,
        badges: stateBadges(o),
        keys: KEYS(o.car.keys_state, o.car.key_cell),
        money: {
          'Итого со всеми скидками': o.sum_final,
          'Уже оплачено': o.total_paid,
          // MoneySummary: what is due back, else (unless canceled) what is left to pay.
          'К оплате': o.refund_due > 0 || o.job_status === 'canceled' ? null : o.pay_sum,
          'Вернуть клиенту': o.refund_due > 0 ? o.refund_due : null,
        },
        handKeys: o.can_return_keys,
      };
    },
  };
}

const COLUMNS = [
  ['waiting', 'Ожидают'],
  ['in_progress', 'В работе'],
  ['done', 'Готово'],
] as const;

/** The wall display: each column's heading count and every plate in it, in order (pages not shown now included). */
export function display(page: Page, process: ProcessName): Screen {
  return {
    name: `wall display (/display, process ${process})`,
    page,
    path: '/display',
    shown(view) {
      return {
        path: view.path,
        columns: Object.fromEntries(
          COLUMNS.map(([, title]) => {
            const column = view.columns.find((c) => c.heading.startsWith(title));
            return [
              title,
              column ? { count: Number(/(\d+)$/.exec(column.heading)?.[1] ?? Number.NaN), plates: column.plates } : 'no such column',
            ];
          }),
        ),
      };
    },
    expected: (truth) => ({
      path: '/display',
      columns: Object.fromEntries(
        COLUMNS.map(([key, title]) => [
          title,
          { count: truth.queue[key].length, plates: truth.queue[key].map((car) => shownPlate(car.plate_number)) },
        ]),
      ),
    }),
  };
}

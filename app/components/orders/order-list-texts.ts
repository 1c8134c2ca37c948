import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '#contract/orders';
import { useApiTexts } from './api-texts';

/**
 * Every word of an order list, looked up once per render of the list rather than once per
 * row: 50 rows asked i18next about 1,000 times and that was a tenth of a list page's server
 * time (docs/benchmarks.md 'Render once'). The rows read from this object and call no hooks.
 */
export interface OrderListTexts {
  phone: string;
  client: string;
  services: string;
  keys: string;
  sum: string;
  accepted: string;
  work: string;
  status: string;
  payStatus: string;
  actions: string;
  edit: string;
  view: string;
  complete: string;
  /** «Завершить» asks naming the lines not marked done. */
  completeConfirm(lines: string): string;
  parking: string;
  justReady: string;
  keysToHandBack: string;
  jobStatus: Record<OrderRow['job_status'], string>;
  payStatusOf(status: number): string;
  keysOf(state: OrderRow['keys_state'], cell: number | null): string;
  refundDue(sum: string): string;
  /** A legal client's badge: the company the order was taken for. */
  legalClient(company: string): string;
  /** An order's number as a row shows it: «№189», "No. 189". */
  numbered(id: number): string;
}

export function useOrderListTexts(): OrderListTexts {
  const { t, i18n } = useTranslation();
  const say = useApiTexts();
  // The language is the only input: the same object for every render until it changes.
  return useMemo(() => {
    // "Ключи в ячейке 7": one lookup per cell that occurs, not one per row.
    const keys = new Map<string, string>();
    // The number's words around a mark, read once: a row puts its number in between.
    const [beforeNumber = '', afterNumber = ''] = t('orders.numbered', { n: '\u0001' }).split('\u0001');
    return {
      numbered: (id) => `${beforeNumber}${id}${afterNumber}`,
      phone: t('orders.phone'),
      client: t('orders.client'),
      services: t('orders.services'),
      keys: t('orders.keys'),
      sum: t('orders.sum'),
      accepted: t('orders.accepted'),
      work: t('orders.work'),
      status: t('orders.status'),
      payStatus: t('orders.payStatus'),
      actions: t('task.actions'),
      edit: t('orders.edit'),
      view: t('orders.view'),
      complete: t('task.complete'),
      completeConfirm: (lines) => t('task.completeConfirm', { lines }),
      parking: t('cashier.parking'),
      justReady: t('orders.justReady'),
      keysToHandBack: t('orders.keysToHandBack'),
      jobStatus: {
        waiting: say.jobStatus('waiting'),
        in_progress: say.jobStatus('in_progress'),
        done: say.jobStatus('done'),
        canceled: say.jobStatus('canceled'),
      },
      payStatusOf: say.payStatus,
      keysOf: (state, cell) => {
        const key = `${state} ${cell}`;
        let text = keys.get(key);
        if (text === undefined) keys.set(key, (text = say.keys(state, cell)));
        return text;
      },
      refundDue: (sum) => t('orders.refundDue', { sum }),
      legalClient: (company) => t('orders.legalClient', { company }),
    } satisfies OrderListTexts;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t and say change with the language only
  }, [t, i18n.language]);
}

import { useTranslation } from 'react-i18next';
import type { FiscalProblemShown } from '#contract/fiscal';
import type { Order } from '#contract/orders';
import { refusalMessage } from '~/utils/api-text';
import { catalogueName, tyreSizeText, withTyreSize } from '~/utils/catalogue-name';
import { otherWords } from '~/utils/discount-reason';
import { useErrorText } from '../forms';

/**
 * The API sends a code beside each Russian text (docs/decisions/014-codes-beside-texts.md);
 * the screens say the code in the reader's language. Catalogue rows the owner added have no
 * code and keep their own name; the cashier's reasons and group names are their own words.
 */
export function useApiTexts() {
  const { t } = useTranslation();
  const said = useErrorText();
  return {
    /** A page action's message or error (an encoded code, app/utils/api-text.ts), in words. */
    message: (encoded: string | undefined) => (encoded ? said(encoded) : ''),
    jobStatus: (status: Order['job_status']) => t(`status.job.${status}`),
    payStatus: (status: number) => t(`status.pay.${status}`),
    lineStatus: (line: Pick<Order['items'][number], 'job_status_shown'>) => t(`status.item.${line.job_status_shown}`),
    keys: (state: Order['car']['keys_state'], cell: number | null) =>
      state === 'none' ? '' : t(`keysState.${state}`, { cell: cell ?? '?' }),
    catalogue: (kind: 'class' | 'profile', row: { code: string | null; name: string }) => catalogueName(t, kind, row),
    /**
     * A group's name and the cashier's own words as typed, after «Другое» in the reader's
     * language; every other source in the reader's words (locales `discountReason`).
     */
    discountReason: (order: Pick<Order, 'discount_source' | 'discount_reason' | 'manual_reason'>) => {
      if (order.discount_source === 'none') return '';
      if (order.discount_source === 'group') return order.discount_reason;
      if (order.discount_source === 'manual' && order.manual_reason) {
        const words = otherWords(order.manual_reason);
        return words === null ? order.manual_reason : [t('cashier.other'), words].filter(Boolean).join(': ');
      }
      return t(`discountReason.${order.discount_source}`);
    },
    lineName: (line: Pick<Order['items'][number], 'kind' | 'name'>) => (line.kind === 'parking' ? t('cashier.parking') : line.name),
    /** A tyre line's size as it was taken, «R16, Стандартный» (the profile in the reader's language); '' for other lines. */
    tireSize: (line: Pick<Order['items'][number], 'tire_size'>) => tyreSizeText(line.tire_size, t),
    /** The line as one names it: «Шиномонтаж (R16, Стандартный)», «Мойка кузова», «Парковка». */
    lineLabel: (line: Pick<Order['items'][number], 'kind' | 'name' | 'tire_size'>) =>
      withTyreSize(line.kind === 'parking' ? t('cashier.parking') : line.name, line.tire_size, t),
    /** «Обслуживание по договору для …»: the company the order was taken for (kept on the order, decision 027). */
    contract: (order: Pick<Order, 'contract_company'>) =>
      order.contract_company ? t('wizard.contract', { company: order.contract_company }) : null,
    /** Why a receipt is not fiscalised; a code this client does not know yet, or none, shows the API's Russian. */
    fiscalProblem: (problem: FiscalProblemShown | null, russian: string | null) =>
      problem ? t(`fiscal.problem.${problem.code}`, { ...problem.params, defaultValue: russian ?? '—' }) : (russian ?? '—'),
    /** Why an action is not offered: the API's refusal (code, Russian details, params) in the reader's language. */
    refusal: (why: { code: string; details: string; params: Record<string, string | number> }) => said(refusalMessage(why)),
    cancelRefusal: (order: Pick<Order, 'cancel_refusal' | 'cancel_refusal_code' | 'cancel_refusal_params'>) =>
      order.cancel_refusal
        ? said(
            refusalMessage({
              details: order.cancel_refusal,
              code: order.cancel_refusal_code ?? undefined,
              params: order.cancel_refusal_params ?? undefined,
            }),
          )
        : null,
  };
}

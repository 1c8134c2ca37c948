import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/intake';
import { formatMoney, formatQuantity } from '~/utils/format';
import { keyOf, type LineKey, type SelectedLine } from '~/components/wizard/wizard-selection';
import { ChevronIcon, TrashIcon } from '../icons';

interface SelectionSummaryProps {
  lines: SelectedLine[];
  quote: Quote | undefined;
  sums: Map<LineKey, Quote['lines'][number]>;
  /** The API's answer for the current selection is not in yet. */
  busy: boolean;
  /** The figures shown are not those of the current selection (not in yet, or refused). */
  stale: boolean;
  error?: string;
  /** "R16, Стандартный" for a tyre line: the size it was picked under. */
  sizeOf: (line: SelectedLine) => string;
  onRemove: (line: SelectedLine) => void;
  /** The discount badge and the confirm button, which stay at hand with the totals. */
  badge: ReactNode;
  children: ReactNode;
}

/**
 * Everything selected on step 3, wash and tyres, whatever tab, radius or profile is shown
 * (docs/screens.md 'New-order wizard', docs/decisions/015): each line with its sum from the API
 * and a button to take it out, then the API's totals and the confirm button. It stays in view:
 * beside the cards on a wide screen, at the bottom edge on a tablet; on a phone its list folds
 * behind a toggle with the count and the total.
 */
export function SelectionSummary({ lines, quote, sums, busy, stale, error, sizeOf, onRemove, badge, children }: SelectionSummaryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const money = (sum: number | undefined) => (sum === undefined ? '…' : formatMoney(sum));
  const total = quote?.total_sum;
  // On a phone the totals show only while the list is open, from md on always; faded while stale.
  const totalsState = `${open ? 'd-flex' : 'd-none d-md-flex'} ${stale ? 'opacity-50' : ''}`;

  return (
    <section className="wd-selection card wd-block" aria-labelledby={`${listId}-title`} aria-busy={busy}>
      <div className="card-body d-flex flex-column gap-2 p-2 p-md-3">
        <h2 id={`${listId}-title`} className="h6 mb-0 d-none d-md-block">
          {t('wizard.selected')}
        </h2>
        <button
          type="button"
          className="btn btn-outline-secondary wd-touch d-md-none justify-content-between w-100 fw-semibold"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{t('wizard.selectedToggle', { n: lines.length, sum: money(total) })}</span>
          <ChevronIcon up={open} />
        </button>
        <div id={listId} className={`wd-selection-body ${open ? '' : 'd-none d-md-flex'}`}>
          {lines.length === 0 ? <p className="text-body-secondary mb-0">{t('wizard.nothingSelected')}</p> : null}
          <ul className="list-unstyled mb-0 wd-selection-lines">
            {lines.map((line) => {
              const size = line.isWash ? '' : sizeOf(line);
              const label = size ? `${line.name} (${size})` : line.name;
              return (
                <li key={keyOf(line)} className="d-flex align-items-center gap-2 py-1 border-bottom">
                  <div className="flex-grow-1 min-w-0">
                    <div>
                      {line.name}
                      {formatQuantity(line.quantity)}
                    </div>
                    {size ? <div className="small text-body-secondary">{size}</div> : null}
                  </div>
                  <span className={`text-nowrap ${stale ? 'opacity-50' : ''}`}>{money(sums.get(keyOf(line))?.sum_before_discount)}</span>
                  <button
                    type="button"
                    className="btn btn-outline-danger wd-touch"
                    aria-label={t('wizard.remove', { name: label })}
                    onClick={() => onRemove(line)}
                  >
                    <TrashIcon />
                  </button>
                </li>
              );
            })}
          </ul>
          {error ? (
            <p className="text-danger mb-0" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="wd-selection-footer d-flex flex-wrap align-items-center gap-2">
          <div className={`wd-selection-totals flex-wrap align-items-center column-gap-3 row-gap-1 ${totalsState}`}>
            <span className="fs-5 fw-bold">{t('wizard.total', { sum: money(total) })}</span>
            {quote && quote.discount > 0 ? (
              <span className="fw-semibold">{t('wizard.totalAfter', { sum: money(quote.sum_final) })}</span>
            ) : null}
            {badge}
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

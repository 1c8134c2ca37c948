import { useLocation, useNavigate } from '@remix-run/react';
import { memo, type MouseEvent } from 'react';
import type { ListRow } from '~/components/orders/list-row';
import { formatDateTime, formatMoney, formatPlate, formatQuantity } from '~/utils/format';
import { CompleteButton } from './complete-button';
import type { OrderListTexts } from './order-list-texts';
import { jobStatusTone, payStatusShown, payStatusTone } from './status-badges';
import { isCanceled } from '~/components/orders/status-display';
import { PhoneText } from '~/components/phone-text';

export type ListVariant = 'master' | 'cashier';

interface OrderTableProps {
  variant: ListVariant;
  orders: readonly ListRow[];
  texts: OrderListTexts;
  timeZone: string;
  justReady: ReadonlySet<number>;
}

export const taskUrl = (variant: ListVariant, id: number) => (variant === 'master' ? `/master/task/${id}` : `/cashier/task/${id}`);

/**
 * One markup for every screen size (docs/screens.md 'Order lists'): a table on a desk, each
 * row a card on a phone or a portrait tablet, by CSS alone (app.css 'Order lists'). The list
 * used to render its 50 rows twice, as a table and as cards, and half of the page was
 * hidden HTML. Explicit ARIA roles keep the table a table for assistive technology when CSS
 * makes its rows blocks. Rows call no hooks and hold no router components: the plate and
 * 'Изменить' are plain links, and one click handler on the body navigates in the app.
 */
export function OrderTable({ variant, orders, texts, timeZone, justReady }: OrderTableProps) {
  const onClick = useRowNavigation();
  const master = variant === 'master';
  return (
    <div className="card wd-block wd-orders-frame">
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0 wd-orders" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                #
              </th>
              <th scope="col" role="columnheader">
                {texts.phone}
              </th>
              {master ? (
                <th scope="col" role="columnheader">
                  {texts.services}
                </th>
              ) : null}
              <th scope="col" role="columnheader">
                {texts.keys}
              </th>
              {master ? (
                <>
                  <th scope="col" role="columnheader">
                    {texts.status}
                  </th>
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">{texts.actions}</span>
                  </th>
                </>
              ) : (
                <>
                  <th scope="col" role="columnheader">
                    {texts.work}
                  </th>
                  <th scope="col" role="columnheader" className="text-end">
                    {texts.sum}
                  </th>
                  <th scope="col" role="columnheader">
                    {texts.accepted}
                  </th>
                  <th scope="col" role="columnheader">
                    {texts.payStatus}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup" onClick={onClick}>
            {orders.map((o) => (
              <OrderTableRow key={o.id} order={o} variant={variant} texts={texts} timeZone={timeZone} justReady={justReady.has(o.id)} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * One order. Cells marked `d-lg-none` show on the card only; `data-label` names a cell on the card.
 * Drawn again only when its order or its mark changes: a pushed status redraws its own row, not
 * the other 49 (the rows' dates and sums took most of a push's drawing).
 */
const OrderTableRow = memo(function OrderTableRow({
  order: o,
  variant,
  texts,
  timeZone,
  justReady,
}: {
  order: ListRow;
  variant: ListVariant;
  texts: OrderListTexts;
  timeZone: string;
  justReady: boolean;
}) {
  const href = taskUrl(variant, o.id);
  const master = variant === 'master';
  const date = formatDateTime(o.datetime, timeZone);
  const services = o.services.map((s) => `${s.kind === 'parking' ? texts.parking : s.name}${formatQuantity(s.quantity)}`).join(', ');
  const keys = texts.keysOf(o.keys_state, o.key_cell);
  const none = <span className="text-body-secondary">—</span>;
  const sum = formatMoney(o.sum_final);
  return (
    <tr role="row" data-href={href} className={justReady ? 'wd-row-link wd-just-ready' : 'wd-row-link'}>
      <td role="cell" className="wd-cell-plate">
        <a href={href} className="wd-row-plate wd-plate">
          {formatPlate(o.plate_number)}
        </a>
        <div className="wd-row-meta">{[texts.numbered(o.id), master ? date : '', o.model_text].filter(Boolean).join(' · ')}</div>
        <LegalClient order={o} texts={texts} />
      </td>
      <td role="cell" data-label={texts.phone}>
        {o.phone ? (
          <a href={`tel:${o.phone}`} className="text-nowrap">
            <PhoneText phone={o.phone} />
          </a>
        ) : (
          none
        )}
      </td>
      {o.client_name ? (
        <td role="cell" className="d-lg-none" data-label={texts.client}>
          {o.client_name}
        </td>
      ) : null}
      <td role="cell" className={master ? undefined : 'd-lg-none'} data-label={texts.services}>
        {services || none}
      </td>
      <td role="cell" data-label={texts.keys}>
        {keys || none}
      </td>
      {master ? (
        <>
          <td role="cell" className="d-lg-none" data-label={texts.sum}>
            <span className="fw-semibold">{sum}</span>
          </td>
          <td role="cell" className="wd-cell-status">
            <span className={`badge ${jobStatusTone(o.job_status)}`}>{texts.jobStatus[o.job_status]}</span>
          </td>
          <td role="cell" className="wd-cell-actions">
            <a
              href={href}
              className="btn btn-outline-primary wd-touch"
              aria-label={`${o.can_be_changed ? texts.edit : texts.view} ${texts.numbered(o.id)}`}
            >
              {o.can_be_changed ? texts.edit : texts.view}
            </a>
            {o.can_be_completed ? <ListCompleteButton order={o} texts={texts} /> : null}
          </td>
        </>
      ) : (
        <>
          <td role="cell" className="wd-cell-status">
            <div className="d-flex flex-wrap gap-1 align-items-center justify-content-end justify-content-lg-start">
              <span className={`badge ${jobStatusTone(o.job_status)}`}>{texts.jobStatus[o.job_status]}</span>
              {justReady ? (
                <span className="badge text-bg-success" role="status">
                  {texts.justReady}
                </span>
              ) : null}
            </div>
          </td>
          <td role="cell" className="text-lg-end text-nowrap" data-label={texts.sum}>
            <span className="fw-semibold">{sum}</span>
          </td>
          <td role="cell" className="text-nowrap" data-label={texts.accepted}>
            {date}
          </td>
          <td role="cell" data-label={texts.payStatus}>
            <DeskStatus order={o} texts={texts} />
          </td>
        </>
      )}
    </tr>
  );
});

/** What the cashier has to do with the order: its pay status, money to give back, keys to hand back. */
function DeskStatus({ order: o, texts }: { order: ListRow; texts: OrderListTexts }) {
  return (
    // Top-aligned: beside a label that wraps to two lines (a phone's card) a badge keeps its own height.
    <div className="d-flex flex-wrap gap-1 align-items-start">
      {isCanceled(o) ? null : <span className={`badge ${payStatusTone(payStatusShown(o))}`}>{texts.payStatusOf(payStatusShown(o))}</span>}
      {o.refund_due > 0 ? <span className="badge text-bg-warning">{texts.refundDue(formatMoney(o.refund_due))}</span> : null}
      {o.can_return_keys ? <span className="badge text-bg-info">{texts.keysToHandBack}</span> : null}
    </div>
  );
}

/** A legal client's order is blue in the lists too, under its plate, and says whose: never the colour alone (docs/screens.md section 4). */
function LegalClient({ order: o, texts }: { order: ListRow; texts: OrderListTexts }) {
  return o.contract_company ? (
    <div className="badge text-bg-primary text-wrap text-start mt-1">{texts.legalClient(o.contract_company)}</div>
  ) : null;
}

/**
 * «Завершить» straight from the list, for an order in work: the only row piece with hooks of
 * its own (a fetcher, the question naming the lines still open). The answer comes back to
 * this very list, its page and search kept.
 */
function ListCompleteButton({ order: o, texts }: { order: ListRow; texts: OrderListTexts }) {
  const location = useLocation();
  const open = o.services.filter((s) => s.is_open).map((s) => `${s.name}${formatQuantity(s.quantity)}`);
  return (
    <CompleteButton
      orderId={o.id}
      open={open}
      question={texts.completeConfirm}
      back={`${location.pathname}${location.search}`}
      label={texts.complete}
      ariaLabel={`${texts.complete} ${texts.numbered(o.id)}`}
      className="btn-success wd-touch"
    />
  );
}

/**
 * The whole row opens its order, and a link of the app inside it opens its page without
 * reloading the document, as a router link would. Links to elsewhere (`tel:`), clicks with
 * a modifier key (a new tab), and clicks on the row's own buttons and forms are the
 * browser's; a click that ends a text selection opens nothing.
 */
function useRowNavigation() {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = e.target as HTMLElement;
    const link = target.closest('a');
    if (link) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/') || link.target) return;
      e.preventDefault();
      navigate(href);
      return;
    }
    if (target.closest('button, input, select, textarea, label, form')) return;
    if (window.getSelection()?.toString()) return;
    const row = target.closest<HTMLElement>('tr[data-href]');
    if (row?.dataset.href) navigate(row.dataset.href);
  };
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PrintButton } from '~/components/print-button';
import { CashSummary } from '~/components/shifts/cash-summary';
import { CloseForm } from '~/components/shifts/close-form';
import { MethodTable } from '~/components/shifts/method-table';
import { MovesList } from '~/components/shifts/moves-list';
import { useLiveDrawer, useLiveRevalidate } from '~/live/live-provider';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isCashierArea } from '~/utils/areas';
import { formatDateTime } from '~/utils/format';
import { idParam } from '~/utils/id-param.server';
import { useTimeZone } from '~/utils/root-data';
import { shiftAction } from '~/components/shifts/shift.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

// The close beside an open shift's report answers as on the shift page (a gap said back, then the Z report).
export function action({ request, context }: ActionFunctionArgs) {
  return withRefusalStatus(shiftAction({ request, context }));
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isCashierArea);
  return { shift: dataOrThrow(await api.call('shift/report', { query: { shift_id: idParam(params.shiftId) } })) };
}

/**
 * A shift's report, on screen and on paper (docs/screens.md 'Cash shift'): the X report of an
 * open shift (so far, it follows the payments) with the close beside it, the Z report of a
 * closed one with the count and the difference. The printed page keeps only the report.
 */
export default function ShiftReportPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { shift } = useLoaderData<typeof loader>();
  useLiveRevalidate(() => shift.is_open);
  useLiveDrawer();
  const when = (iso: string) => formatDateTime(iso, timeZone);
  return (
    <article className="wd-print-page" aria-labelledby="wd-report-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Link to="/cashier/shift" className="btn btn-outline-secondary btn-lg">
          ← {t('shift.back')}
        </Link>
        <PrintButton />
      </div>
      <h1 id="wd-report-title" className="h3">
        {t(shift.is_open ? 'shift.xTitle' : 'shift.zTitle', { n: shift.id })}
      </h1>
      <p className="mb-3">
        {t('shift.cashierIs', { who: shift.cashier })}
        <br />
        {t('shift.openedOn', { when: when(shift.opened_at) })}
        <br />
        {shift.closed_at
          ? t('shift.closedOn', { when: when(shift.closed_at), who: shift.closed_by ?? '—' })
          : t('shift.soFar', { when: when(shift.reported_at) })}
      </p>
      <div className="row g-3">
        <div className="col-12 col-lg-6">
          <BlockCard titleId="wd-cash-title" title={t('shift.cashTitle')}>
            <CashSummary shift={shift} />
          </BlockCard>
        </div>
        <div className="col-12 col-lg-6 d-flex flex-column gap-3">
          <BlockCard titleId="wd-methods-title" title={t('shift.methodsTitle')}>
            <MethodTable methods={shift.methods} total={shift.total_net} caption={t('shift.methodsTitle')} />
          </BlockCard>
          {shift.moves.length ? (
            <BlockCard titleId="wd-moves-title" title={t('shift.movesTitle')}>
              <MovesList moves={shift.moves} timeZone={timeZone} />
            </BlockCard>
          ) : null}
          {/* An open shift closes from its report too: the owner's way to close one a cashier left open. */}
          {shift.is_open ? <CloseForm shift={shift} /> : null}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

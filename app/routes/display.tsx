import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayClock } from '~/components/display/display-clock';
import { DisplayColumn } from '~/components/display/display-column';
import { msToNextMinute } from '~/components/display/elapsed';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LiveProvider, useLive, useLiveBookings, useLiveRevalidate, usePushedChanges } from '~/live/live-provider';
import { newerChange } from '~/live/pushed-status';
import { staysInColumn } from '~/components/orders/status-display';
import { DisplayBooked } from '~/components/display/display-booked';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { useTimeZone } from '~/utils/root-data';

/**
 * The wall-mounted queue (docs/decisions/006-live-updates-by-polling.md): three columns read from 5 m,
 * dark, no buttons. It reloads itself on every change and after a lost link. The staff's
 * warning about demo passwords is not shown here: customers read this screen, and nobody at
 * it can act on it (docs/decisions/028).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const servedAt = Date.now();
  const api = await apiFor({ request, context });
  const [queue, booked] = await Promise.all([
    api.call('display/queue').then(dataOrThrow),
    // The booked cars still to come are a strip of their own: without them the queue still shows.
    // Only the hidden plate: the page's data is as public as the wall itself.
    api
      .call('bookings/today')
      .then((a) => (a.ok ? a.data.map(({ id, starts_at, plate_masked }) => ({ id, starts_at, plate_masked })) : [])),
  ]);
  return { queue, booked, servedAt };
}

const columns = ['waiting', 'in_progress', 'done'] as const;

export default function Display() {
  const { servedAt } = useLoaderData<typeof loader>();
  return (
    <LiveProvider since={servedAt}>
      <Board />
    </LiveProvider>
  );
}

function Board() {
  const { t } = useTranslation();
  const { queue, booked } = useLoaderData<typeof loader>();
  const { connected } = useLive();
  useLiveRevalidate();
  useLiveBookings();
  // Each car with the status its column shows: only a change of that status redraws the board.
  const shown = useMemo(() => columns.flatMap((column) => queue[column].map((car) => ({ ...car, job_status: column }))), [queue]);
  const pushed = usePushedChanges(shown);
  const timeZone = useTimeZone();
  const now = useMinuteClock();
  useReadAgainEachMinute(now, connected);
  return (
    <main className="wd-display" data-bs-theme="dark">
      <header className="wd-display-top">
        <h1 className="wd-display-title">{t('display.title')}</h1>
        <DisplayClock now={now} timeZone={timeZone} />
      </header>
      <div className="wd-display-columns">
        {columns.map((column) => (
          <DisplayColumn
            key={column}
            column={column}
            // A car whose pushed status leaves its column goes at once; the reload puts it where it now belongs.
            cars={queue[column].filter((car) => staysInColumn(column, newerChange(car, pushed)))}
            now={now}
            timeZone={timeZone}
          />
        ))}
      </div>
      <DisplayBooked booked={booked} timeZone={timeZone} />
      {connected ? null : <div className="wd-display-offline">{t('live.offline')}</div>}
    </main>
  );
}

/**
 * The ready times move with the clock too (a car running late moves every car behind it), and
 * the customers' pages read theirs again each minute: the board reads its queue again as each
 * minute starts, so both say the same time without any change. Not while the link is down: the
 * server may be restarting, and the board reads everything again once the link is back.
 */
function useReadAgainEachMinute(now: number, connected: boolean) {
  const revalidator = useRevalidator();
  // The revalidator is a new object each render: only the minute decides when to read.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const first = useRef(now);
  const linked = useRef(connected);
  linked.current = connected;
  useEffect(() => {
    if (now !== first.current && linked.current && latest.current.state === 'idle') latest.current.revalidate();
  }, [now]);
}

/**
 * The clock and the minutes on the board move without any event, together, as each minute
 * starts: each tick waits for the next minute, so the clock is never up to a tick behind.
 */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msToNextMinute(now) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueAnswerSchema, type Queue } from '#contract/display';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LiveProvider, useLive, useLiveRevalidate } from '~/live/live-provider';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { formatPlate } from '~/utils/format';

/**
 * The wall-mounted queue (DOMAIN.md 'Live updates', UI.md): three columns read from 5 m,
 * dark, no buttons. It reloads itself on every change and after a lost link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await apiFor(request);
  return { queue: dataOrThrow(await api.get('display/queue', queueAnswerSchema)) };
}

const columns = ['waiting', 'in_progress', 'done'] as const;

export default function Display() {
  return (
    <LiveProvider>
      <Board />
    </LiveProvider>
  );
}

function Board() {
  const { t } = useTranslation();
  const { queue } = useLoaderData<typeof loader>();
  const { connected } = useLive();
  useLiveRevalidate();
  const now = useMinuteClock();
  return (
    <main className="wd-display" data-bs-theme="dark">
      <h1 className="visually-hidden">{t('display.title')}</h1>
      <div className="wd-display-columns">
        {columns.map((column) => (
          <section key={column} className="wd-display-column" aria-labelledby={`wd-display-${column}`}>
            <h2 id={`wd-display-${column}`} className="wd-display-heading">
              {t(`display.${column}`)} <span className="wd-display-count">{queue[column].length}</span>
            </h2>
            {queue[column].length === 0 ? (
              <p className="wd-display-empty">{t('display.empty')}</p>
            ) : (
              <ol className="list-unstyled wd-display-list">
                {queue[column].map((car: Queue['waiting'][number]) => (
                  <li key={car.id} className="wd-display-car">
                    <span className="wd-display-plate">{formatPlate(car.plate_number)}</span>
                    <span className="wd-display-model">{car.model_text}</span>
                    <span className="wd-display-time">{t('display.minutes', { n: minutesSince(car.since, now) })}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      {connected ? null : <div className="wd-display-offline">{t('live.offline')}</div>}
    </main>
  );
}

function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}

/** The minutes on the board move without any event. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

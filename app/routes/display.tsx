import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueAnswerSchema } from '#contract/display';
import { DisplayColumn } from '~/components/display/display-column';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LiveProvider, useLive, useLiveRevalidate } from '~/live/live-provider';
import { apiFor, dataOrThrow } from '~/utils/api.server';

/**
 * The wall-mounted queue (DOMAIN.md 'Live updates', UI.md): three columns read from 5 m,
 * dark, no buttons. It reloads itself on every change and after a lost link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const servedAt = Date.now();
  const api = await apiFor(request);
  return { queue: dataOrThrow(await api.get('display/queue', queueAnswerSchema)), servedAt };
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
  const { queue } = useLoaderData<typeof loader>();
  const { connected } = useLive();
  useLiveRevalidate();
  const now = useMinuteClock();
  return (
    <main className="wd-display" data-bs-theme="dark">
      <h1 className="visually-hidden">{t('display.title')}</h1>
      <div className="wd-display-columns">
        {columns.map((column) => (
          <DisplayColumn key={column} column={column} cars={queue[column]} now={now} />
        ))}
      </div>
      {connected ? null : <div className="wd-display-offline">{t('live.offline')}</div>}
    </main>
  );
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

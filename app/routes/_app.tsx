import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { profileAnswerSchema } from '#contract/auth';
import { cashierStatsAnswerSchema, masterStatsAnswerSchema } from '#contract/stats';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AppShell } from '~/components/layout/app-shell';
import { LiveProvider } from '~/live/live-provider';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { countersOfCashier, countersOfMaster } from '~/utils/counters';

/**
 * The signed-in area (SPEC.md section 2). The profile and the counters are read on every
 * load: a revoked token shows up here as a 401 and sends the user to sign in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await apiFor(request);
  // The wall display has its own full-screen page and nothing else.
  if (api.user.role === 'display') throw redirect('/display');

  const [profile, counters] = await Promise.all([
    api.get('user', profileAnswerSchema).then(dataOrThrow),
    api.user.role === 'master'
      ? api.get('get-order-stats', masterStatsAnswerSchema).then(dataOrThrow).then(countersOfMaster)
      : api.get('get-order-stats-cashier', cashierStatsAnswerSchema).then(dataOrThrow).then(countersOfCashier),
  ]);
  return { profile, counters };
}

export default function SignedInArea() {
  const { profile, counters } = useLoaderData<typeof loader>();
  return (
    <LiveProvider>
      <AppShell profile={profile} counters={counters}>
        <Outlet />
      </AppShell>
    </LiveProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AppShell } from '~/components/layout/app-shell';
import { useFetcherResultToasts } from '~/utils/use-result-toast';
import { LiveProvider } from '~/live/live-provider';
import { isLiveReload } from '~/live/live-reload';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { countersOfCashier, countersOfMaster } from '~/utils/counters';

/**
 * The signed-in area (docs/screens.md section 2). The profile and the counters are read on every
 * load: a revoked token shows up here as a 401 and sends the user to sign in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // When the page's data is read (server time): its socket catches up from here on.
  const servedAt = Date.now();
  const api = await apiFor({ request, context });
  // The wall display has its own full-screen page and nothing else; the back office answers
  // it with the same refusal page as anyone else who is not the owner (app/utils/areas.ts).
  if (api.user.role === 'display') {
    if (new URL(request.url).pathname.startsWith('/owner')) throw new Response(null, { status: 403 });
    throw redirect('/display');
  }

  const [profile, counters] = await Promise.all([
    api.call('user').then(dataOrThrow),
    // The owner sees the bays' counters, which hold the desk's too.
    api.user.role !== 'cashier'
      ? api.call('get-order-stats').then(dataOrThrow).then(countersOfMaster)
      : api.call('get-order-stats-cashier').then(dataOrThrow).then(countersOfCashier),
  ]);
  return { profile, counters, servedAt };
}

/**
 * A live reload (live/live-reload.ts) leaves the shell alone, as it leaves the root: the
 * counters arrive with the push, the profile did not change, and the screen's own loader
 * still meets an ended session. The cashier sees the new row sooner. So does a form sent to
 * an order's page or a list (pay, finish, a new order): it changes orders, whose counters the
 * live layer pushes within a moment, not the profile; only the account's own forms reload
 * the shell (a new password ends the demo-password warning).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  if (isLiveReload(args)) return false;
  if (args.formMethod && args.formMethod.toUpperCase() !== 'GET' && !args.formAction?.startsWith('/account/')) return false;
  return args.defaultShouldRevalidate;
};

export default function SignedInArea() {
  const { profile, counters, servedAt } = useLoaderData<typeof loader>();
  useFetcherResultToasts();
  return (
    <LiveProvider since={servedAt}>
      <AppShell profile={profile} counters={counters}>
        <Outlet />
      </AppShell>
    </LiveProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

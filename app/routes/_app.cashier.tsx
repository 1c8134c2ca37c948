import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireArea } from '~/utils/area-guard.server';
import { isCashierArea } from '~/utils/areas';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea({ request, context }, isCashierArea);
  return null;
}

export default function CashierArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

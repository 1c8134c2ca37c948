import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { isCashierArea, requireRole } from '~/utils/role-guard.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, isCashierArea);
  return null;
}

export default function CashierArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

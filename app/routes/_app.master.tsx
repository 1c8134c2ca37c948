import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { isMaster, requireRole } from '~/utils/role-guard.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, isMaster);
  return null;
}

export default function MasterArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

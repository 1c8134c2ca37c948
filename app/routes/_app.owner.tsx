import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireArea } from '~/utils/area-guard.server';
import { isOwnerArea } from '~/utils/areas';

/** The owner's back office: anyone else sees a refusal page, not a redirect (app/utils/areas.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea({ request, context }, isOwnerArea);
  return null;
}

export default function OwnerArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { BackupWarningLine } from '~/components/owner/backup-warning-line';
import { apiFor } from '~/utils/api.server';
import { isOwnerArea } from '~/utils/areas';

/**
 * The owner's back office: anyone else sees a refusal page, not a redirect (app/utils/areas.ts).
 * Every screen of it opens with a red line while the books are not safely backed up.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isOwnerArea);
  const answer = await api.call('owner/backups/warning');
  // The line is a warning, never a reason to lose the screen: a refusal leaves it out.
  return { backup: answer.ok ? answer.data : null };
}

export default function OwnerArea() {
  return (
    <>
      <BackupWarningLine />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

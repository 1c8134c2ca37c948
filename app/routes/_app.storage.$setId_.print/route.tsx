import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PrintButton } from '~/components/print-button';
import { SetLabels } from '~/components/storage/print-set-labels';
import { SetReceipt } from '~/components/storage/print-set-receipt';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isOwnerArea, isStaffArea } from '~/utils/areas';
import { idParam } from '~/utils/id-param.server';

/**
 * One stored set read for printing, by whoever works with the sets (a master, the desk, the
 * owner). The shop's details come with the set; only the owner may fill them in when missing,
 * so the page offers the way there to the owner alone, as the order's receipt does.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isStaffArea);
  const set = dataOrThrow(await api.call('storage/set/:id', { params: { id: idParam(params.setId) } }));
  return { set, canEditShop: isOwnerArea.admits(api.user.role) };
}

/**
 * The paper of a stored set (docs/decisions/041-seasonal-tyre-storage.md): the customer's
 * receipt «№ 1042» on the 80 mm strip, then a label for each tyre on a page of its own. The
 * buttons stay on the screen.
 */
export default function StoredSetPrintPage() {
  const { t } = useTranslation();
  const { set, canEditShop } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Link to={`/storage/${set.id}`} className="btn btn-outline-secondary btn-lg">
          ← {t('storage.print.back')}
        </Link>
        <PrintButton />
      </div>
      <SetReceipt set={set} canEditShop={canEditShop} />
      <SetLabels set={set} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

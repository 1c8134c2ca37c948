import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { ServicesStep } from '~/components/wizard/services-step';
import { useWizardRefusal } from '~/components/wizard/use-wizard-refusal';
import { idParam } from '~/utils/id-param.server';
import { wizardAction } from '~/components/wizard/wizard-actions.server';
import { loadServicesEdit } from '~/components/wizard/wizard-loaders.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadServicesEdit({ request, context }, idParam(params.orderId));
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return withRefusalStatus(wizardAction({ request, context }, { editOf: idParam(params.orderId) }));
}

/**
 * «Изменить услуги» of an order already taken (docs/screens.md 'Master task detail'): the
 * wizard's services step on the order's own address, titled «Изменение заказа №N», with the
 * way back to the order; saving returns to the task page, never to «Заказ №N принят». Opened
 * with a booking's services picked, the way back keeps the booking, so that the task page still
 * offers the booked services the order lacks.
 */
export default function EditServices() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = useWizardRefusal(actionData);
  const [search] = useSearchParams();
  const booking = data.booked ? search.get('booking') : null;
  const back = `/master/task/${data.order.id}${booking && /^\d{1,9}$/.test(booking) ? `?booking=${booking}` : ''}`;
  return (
    <>
      <Link to={back} className="btn btn-outline-secondary btn-lg mb-3">
        ← {t('wizard.backToOrder', { n: data.order.id })}
      </Link>
      <PageHeader title={t('wizard.editTitle', { n: data.order.id })} />
      <ServicesStep key={data.order.id} {...data} error={error} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

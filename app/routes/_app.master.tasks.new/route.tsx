import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { formatPlate } from '~/utils/format';
import { ClientStep } from './client-step';
import { FinalStep } from './final-step';
import { PlateStep } from './plate-step';
import { ServicesStep } from '~/components/wizard/services-step';
import { useWizardRefusal } from '~/components/wizard/use-wizard-refusal';
import { WizardTabs } from './wizard-tabs';
import { wizardAction } from '~/components/wizard/wizard-actions.server';
import { loadWizard } from '~/components/wizard/wizard-loaders.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadWizard({ request, context });
}

export function action({ request, context }: ActionFunctionArgs) {
  return withRefusalStatus(wizardAction({ request, context }));
}

/** The new-order wizard (docs/screens.md 'New-order wizard'): plate, client and car, services, keys. */
export default function NewOrder() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = useWizardRefusal(actionData);

  const tabs =
    data.step === 1
      ? { step: 1 as const, plate: data.plate || null, nonStandard: data.nonStandard, orderId: null, confirmed: false, bookingId: null }
      : data.step === 2
        ? {
            step: 2 as const,
            plate: data.plate,
            nonStandard: data.nonStandard,
            orderId: data.orderId,
            confirmed: false,
            bookingId: data.bookingId ?? null,
          }
        : {
            step: data.step,
            plate: data.order.car.plate_number,
            nonStandard: !data.order.car.is_standard_plate,
            orderId: data.order.id,
            confirmed: data.order.items.length > 0,
            bookingId: data.step === 3 ? (data.booked?.id ?? null) : null,
          };

  return (
    <>
      <PageHeader title={t('pages.newOrder')} />
      <WizardTabs {...tabs} />
      {data.step === 1 ? (
        <PlateStep
          key={data.plate}
          initialPlate={data.plate}
          initialNonStandard={data.nonStandard}
          error={error}
          reply={actionData?.reply}
        />
      ) : null}
      {data.step === 2 ? <ClientStep key={`${data.plate}-${data.orderId}`} {...data} error={error} reply={actionData?.reply} /> : null}
      {data.step === 3 ? (
        <>
          {/* The car being taken, as on step 2: also when a draft is taken up again from its plate. */}
          <p className="fs-4 fw-bold mb-2">
            {formatPlate(data.order.car.plate_number)}{' '}
            <span className="fs-6 fw-normal text-body-secondary">{t('orders.numbered', { n: data.order.id })}</span>
          </p>
          <ServicesStep key={data.order.id} {...data} error={error} />
        </>
      ) : null}
      {data.step === 4 ? <FinalStep order={data.order} error={error} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '~/utils/idempotency-key';
import { TYRE_SEASONS } from '#contract/storage-states';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList, FormAlert, SubmitButton } from '~/components/forms';
import { PageHeader } from '~/components/page-header';
import { formatPlate } from '~/utils/format';
import { PHONE_PLACEHOLDER } from '~/utils/phone-mask';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { newSetAction, newSetLoader } from './new-set.server';
import { SetFields } from './set-fields';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export const loader = (args: LoaderFunctionArgs) => newSetLoader(args);
export const action = (args: ActionFunctionArgs) => withRefusalStatus(newSetAction(args));

/**
 * «Принять на хранение» (docs/decisions/041-seasonal-tyre-storage.md): from the master's tyre
 * order (`?order=`, its season charged there) or on its own for a car the shop knows and the
 * client's phone. The set as the fitter reads it off the tyres, the nearest free cell already
 * chosen and the usual term filled in; then the set's page prints its receipt and labels.
 */
export default function NewSetPage() {
  const { t } = useTranslation();
  const { options, radii, profiles, order, limits, setLimits } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useResultToast(result);
  const pending = useNavigation().state === 'submitting';
  const [takeKey] = useState(newIdempotencyKey);
  const errors = (name: string) => (result && 'reply' in result ? result.reply?.error?.[name] : undefined);
  const back = order ? `/master/task/${order.id}` : '/storage';
  return (
    <>
      <PageHeader title={t('storage.takeIn')}>
        <Link to={back} className="btn btn-outline-secondary btn-lg">
          ← {order ? t('storage.backToOrder', { id: order.id }) : t('storage.title')}
        </Link>
      </PageHeader>
      <NoScriptResult result={result} />
      {!options.priced ? (
        <p className="alert alert-warning" role="alert">
          {t('storage.notPriced')}
        </p>
      ) : null}
      <Form method="post" className="card wd-block" aria-labelledby="wd-take-title" noValidate>
        {/* One key for this take: sent again (a lost answer, a double tap), the API makes one set. */}
        <input type="hidden" name="idempotency_key" value={takeKey} />
        <div className="card-body">
          <h2 id="wd-take-title" className="h5">
            {order ? t('storage.fromOrder', { id: order.id, plate: formatPlate(order.plate) }) : t('storage.onItsOwn')}
          </h2>
          <FormAlert errors={result && 'reply' in result ? result.reply?.error?.[''] : undefined} />
          {order ? (
            <>
              <input type="hidden" name="order_id" value={order.id} />
              {order.client ? <p className="text-body-secondary">{order.client}</p> : null}
            </>
          ) : (
            <div className="row g-2 mb-3">
              <div className="col-12 col-md-4">
                <label htmlFor="wd-st-plate" className="form-label">
                  {t('storage.plate')}
                </label>
                <input
                  id="wd-st-plate"
                  name="plate_number"
                  required
                  maxLength={limits.plate_number?.maxLength}
                  autoComplete="off"
                  className={`form-control form-control-lg ${errors('plate_number') ? 'is-invalid' : ''}`}
                  aria-describedby={errors('plate_number') ? 'wd-st-plate-error' : undefined}
                />
                <ErrorList id="wd-st-plate-error" errors={errors('plate_number')} />
              </div>
              <div className="col-12 col-md-4">
                <label htmlFor="wd-st-phone" className="form-label">
                  {t('storage.phone')}
                </label>
                <input
                  id="wd-st-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  required
                  placeholder={PHONE_PLACEHOLDER}
                  className={`form-control form-control-lg ${errors('phone') ? 'is-invalid' : ''}`}
                  aria-describedby={errors('phone') ? 'wd-st-phone-error' : undefined}
                />
                <ErrorList id="wd-st-phone-error" errors={errors('phone')} />
              </div>
              <div className="col-12 col-md-4">
                <label htmlFor="wd-st-name" className="form-label">
                  {t('storage.clientName')}
                </label>
                <input id="wd-st-name" name="name" maxLength={limits.name?.maxLength} className="form-control form-control-lg" />
              </div>
              <p className="small text-body-secondary mb-0">{t('storage.onItsOwnHint')}</p>
            </div>
          )}
          <SetFields
            seasons={TYRE_SEASONS}
            radii={radii}
            profiles={profiles}
            defaults={{ radius_id: order?.radius_id ?? null, profile_id: order?.profile_id ?? null }}
            errors={errors}
            limits={setLimits}
          />
          <div className="row g-2 mb-3">
            <div className="col-12 col-lg-6">
              <label htmlFor="wd-st-cell" className="form-label">
                {t('storage.cellLabel')}
              </label>
              <select
                id="wd-st-cell"
                name="cell_id"
                defaultValue={options.suggested_cell?.id ?? ''}
                className={`form-select form-select-lg ${errors('cell_id') ? 'is-invalid' : ''}`}
                aria-describedby={errors('cell_id') ? 'wd-st-cell-error' : undefined}
              >
                {options.free_cells.length === 0 ? <option value="">{t('storage.noFreeCells')}</option> : null}
                {options.free_cells.map((c, i) => (
                  <option key={c.id} value={c.id}>
                    {i === 0 ? t('storage.nearestCell', { cell: c.name }) : c.name}
                  </option>
                ))}
              </select>
              <ErrorList id="wd-st-cell-error" errors={errors('cell_id')} />
            </div>
            <div className="col-12 col-lg-6">
              <label htmlFor="wd-st-term" className="form-label">
                {t('storage.termLabel')}
              </label>
              <input
                id="wd-st-term"
                name="term_until"
                type="date"
                required
                min={options.today}
                defaultValue={options.default_term}
                className={`form-control form-control-lg ${errors('term_until') ? 'is-invalid' : ''}`}
                aria-describedby={errors('term_until') ? 'wd-st-term-error' : undefined}
              />
              <ErrorList id="wd-st-term-error" errors={errors('term_until')} />
            </div>
          </div>
          <SubmitButton pending={pending}>{t('storage.takeSubmit')}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiTexts } from '~/components/orders/api-texts';
import { SlotPicker } from '~/components/bookings/slot-picker';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { useErrorText } from '~/components/forms';
import { maskPhoneInput, PHONE_PLACEHOLDER } from '~/utils/phone-mask';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { newBookingAction, newBookingLoader } from './new-booking.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export const loader = (args: LoaderFunctionArgs) => newBookingLoader(args);
export const action = (args: ActionFunctionArgs) => withRefusalStatus(newBookingAction(args));

/**
 * «Записать по телефону»: a caller is booked while on the line. First what and which car (the
 * plate tells a known car's class), then the free times of the day asked for; the caller's
 * phone and name go with the time pressed, never into the address.
 */
export default function NewBookingPage() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const errorText = useErrorText();
  const submit = useSubmit();
  const { options, choice, slots, slotsError, limits } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useResultToast(result);
  // Shaped as it is typed, as in the wizard: +7 (916) 123-45-67 whatever the caller dictates.
  const [phone, setPhone] = useState('');
  const kindServices = options.services.filter((s) => s.kind === choice.kind);
  const query = (date: string) => {
    const q = new URLSearchParams({ kind: choice.kind ?? '', plate: choice.plate, date });
    if (choice.classId) q.set('class', String(choice.classId));
    for (const s of choice.services) q.append('s', String(s));
    return `?${q.toString()}`;
  };
  return (
    <>
      <PageHeader title={t('bookings.byPhone')}>
        <Link to={`/bookings?date=${choice.date}`} className="btn btn-outline-secondary btn-lg">
          ← {t('bookings.title')}
        </Link>
      </PageHeader>
      <NoScriptResult result={result} />
      {options.kinds.length === 0 ? <p className="alert alert-info">{t('bookings.noBays')}</p> : null}
      <Form method="get" className="card wd-block mb-3">
        <div className="card-body d-grid gap-3">
          <input type="hidden" name="date" value={choice.date} />
          <fieldset>
            <legend className="h6">{t('bookings.kind')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {options.kinds.map((kind) => (
                <label key={kind} className="btn btn-outline-primary btn-lg wd-touch has-check">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    defaultChecked={kind === choice.kind}
                    className="form-check-input me-2"
                    // The services are the kind's own: the list follows the choice at once.
                    onChange={(e) => submit(e.currentTarget.form)}
                  />
                  {t(`bookings.kindName.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="h6">{t('bookings.services')}</legend>
            <div className="row g-2">
              {kindServices.map((s) => (
                <div key={s.id} className="col-12 col-sm-6">
                  <label className="wd-touch d-flex align-items-center justify-content-start gap-2 text-start w-100">
                    <input
                      type="checkbox"
                      name="s"
                      value={s.id}
                      defaultChecked={choice.services.includes(s.id)}
                      className="form-check-input m-0 flex-shrink-0 wd-check-lg"
                    />
                    {s.name}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="row g-2">
            <div className="col-12 col-sm-6">
              <label htmlFor="wd-book-plate" className="form-label">
                {t('bookings.plate')}
              </label>
              <input
                id="wd-book-plate"
                name="plate"
                defaultValue={choice.plate}
                maxLength={limits.plate_number?.maxLength}
                required
                className="form-control form-control-lg"
              />
            </div>
            <div className="col-12 col-sm-6">
              <label htmlFor="wd-book-class" className="form-label">
                {t('bookings.class')}
              </label>
              <select id="wd-book-class" name="class" defaultValue={choice.classId ?? ''} className="form-select form-select-lg">
                <option value="">{t('bookings.classByPlate')}</option>
                {options.classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {say.catalogue('class', c)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-lg wd-touch">
            {t('bookings.showTimes')}
          </button>
        </div>
      </Form>
      {choice.plate && !choice.classId ? (
        <p className="alert alert-info" role="status">
          {t('bookings.chooseClass')}
        </p>
      ) : null}
      {slotsError && !slotsError.ok ? (
        <p className="alert alert-warning" role="alert">
          {errorText(slotsError.error)}
        </p>
      ) : null}
      {slots ? (
        <Form method="post" className="card wd-block">
          <div className="card-body d-grid gap-3">
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="kind" value={choice.kind ?? ''} />
            <input type="hidden" name="service_ids" value={choice.services.join(',')} />
            <input type="hidden" name="class_id" value={choice.classId ?? ''} />
            <input type="hidden" name="plate_number" value={choice.plate} />
            <input type="hidden" name="date" value={choice.date} />
            <div className="row g-2">
              <div className="col-12 col-sm-6">
                <label htmlFor="wd-book-phone" className="form-label">
                  {t('bookings.phone')}
                </label>
                <input
                  id="wd-book-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  placeholder={PHONE_PLACEHOLDER}
                  autoComplete="off"
                  maxLength={limits.phone?.maxLength}
                  value={phone}
                  onChange={(e) => setPhone(maskPhoneInput(e.currentTarget.value))}
                  className="form-control form-control-lg"
                />
              </div>
              <div className="col-12 col-sm-6">
                <label htmlFor="wd-book-name" className="form-label">
                  {t('bookings.name')}
                </label>
                <input id="wd-book-name" name="name" maxLength={limits.name?.maxLength} className="form-control form-control-lg" />
              </div>
            </div>
            <p className="mb-0">{t('bookings.length', { minutes: slots.minutes })}</p>
            <SlotPicker days={slots.days} date={choice.date} timeZone={slots.time_zone} dayLink={query} />
          </div>
        </Form>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { Fragment, type ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { useApiTexts } from '~/components/orders/api-texts';
import { NumberCell } from '~/components/owner/number-cell';
import { OwnerTable } from '~/components/owner/owner-table';
import { RowForm, useOwnerForm } from '~/components/owner/use-owner-form';
import { CheckIcon, HistoryIcon } from '~/components/icons';
import type { FieldLimits } from '~/utils/reply-fields';

export interface ServiceMinutes {
  id: number;
  kind: 'wash' | 'tire';
  name: string;
  minutes: number;
  from: 'owner' | 'history' | 'default';
}

interface VehicleClass {
  id: number;
  name: string;
  code: string | null;
}

/**
 * «Длительность услуг»: a class chosen (a link each, so the choice works without the page's
 * script and stays in the address), then each active service's minutes on it and where the
 * figure comes from; the owner sets one, or gives it back to the shop's history.
 */
export function DurationsSection({
  classes,
  classId,
  services,
  limits,
}: {
  classes: VehicleClass[];
  classId: number | null;
  services: ServiceMinutes[];
  limits: FieldLimits | undefined;
}) {
  const { t } = useTranslation();
  const texts = useApiTexts();
  const kinds = (['wash', 'tire'] as const).filter((kind) => services.some((s) => s.kind === kind));
  return (
    <BlockCard titleId="wd-bookings-durations" title={t('owner.bookings.durations.title')}>
      <p className="text-body-secondary">{t('owner.bookings.durations.intro')}</p>
      <nav className="d-flex flex-wrap gap-2 mb-3" aria-label={t('owner.bookings.durations.classes')}>
        {classes.map((c) => (
          <Link
            key={c.id}
            to={`?class=${c.id}`}
            preventScrollReset
            aria-current={c.id === classId ? 'true' : undefined}
            className={`btn btn-lg ${c.id === classId ? 'btn-secondary' : 'btn-outline-secondary'}`}
          >
            {texts.catalogue('class', c)}
          </Link>
        ))}
      </nav>
      {classId !== null ? (
        // Four narrow columns fit a tablet and a phone as they are: nothing scrolls under the buttons.
        <OwnerTable
          labelledBy="wd-bookings-durations"
          fits
          head={
            <>
              <th scope="col">{t('owner.bookings.durations.service')}</th>
              <th scope="col">{t('owner.bookings.durations.minutes')}</th>
              <th scope="col" className="d-none d-sm-table-cell">
                {t('owner.bookings.durations.from')}
              </th>
            </>
          }
        >
          {kinds.map((kind) => (
            <Fragment key={kind}>
              <tr>
                <th scope="colgroup" colSpan={4} className="text-body-secondary fw-semibold">
                  {t(`owner.bookings.durations.kinds.${kind}`)}
                </th>
              </tr>
              {services
                .filter((s) => s.kind === kind)
                .map((s) => (
                  <DurationRow key={`${classId}-${s.id}-${s.minutes}-${s.from}`} service={s} classId={classId} limits={limits} />
                ))}
            </Fragment>
          ))}
        </OwnerTable>
      ) : null}
    </BlockCard>
  );
}

/** One service's minutes on the class: «Сохранить» sets the owner's figure, «Сбросить» gives it back to the history. */
function DurationRow({ service, classId, limits }: { service: ServiceMinutes; classId: number; limits: FieldLimits | undefined }) {
  const { t } = useTranslation();
  const formId = `duration-${service.id}`;
  const { fetcher, field, busy, shown } = useOwnerForm(formId, formId);
  const source = t(`owner.bookings.durations.source.${service.from}`);
  const tone = service.from === 'owner' ? 'fw-semibold' : 'text-body-secondary';
  return (
    <tr>
      <td>
        <RowForm fetcher={fetcher} formId={formId}>
          <input type="hidden" name="service_id" value={service.id} />
          <input type="hidden" name="class_id" value={classId} />
        </RowForm>
        {service.name}
        {/* A phone has no room for the source's own column: it is said under the name. */}
        <div className={`d-sm-none small ${tone}`}>{source}</div>
      </td>
      <NumberCell
        field={field('minutes')}
        formId={formId}
        limits={limits}
        defaultValue={shown('minutes', service.minutes)}
        label={t('owner.bookings.durations.minutesOf', { service: service.name })}
      />
      <td className={`d-none d-sm-table-cell ${tone}`}>{source}</td>
      <td>
        <div className="d-flex flex-wrap gap-2 text-nowrap">
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={busy}
            aria-label={t('owner.saveRow', { name: service.name })}
          >
            <ButtonText icon={<CheckIcon />} text={t('owner.save')} />
          </button>
          {service.from === 'owner' ? (
            <button
              type="submit"
              form={formId}
              name="reset"
              value="1"
              formNoValidate
              className="btn btn-outline-secondary"
              disabled={busy}
              aria-label={t('owner.bookings.durations.resetOf', { service: service.name })}
            >
              <ButtonText icon={<HistoryIcon />} text={t('owner.bookings.durations.reset')} />
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** A row's button: its icon, and its word from a tablet's width on (a phone keeps the row's room for the service's name). */
function ButtonText({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="d-none d-sm-inline ms-1">{text}</span>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { PriceList } from '#contract/owner-prices';
import { ErrorList } from '~/components/forms';
import { useUnsavedRow } from '~/components/owner/unsaved-rows';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

type VehicleClass = PriceList['classes'][number];

/** A vehicle class's name, as the price list and the wizard show it; `limits` are the contract's (prices.server.ts). */
export function ClassNameForm({ vehicleClass, label, limits }: { vehicleClass: VehicleClass; label: string; limits: FormLimits }) {
  const { t } = useTranslation();
  const formId = `class-${vehicleClass.id}`;
  const { fetcher, field, busy, shown } = useOwnerForm(formId, formId);
  const name = field('name');
  const { dirty, container, touched } = useUnsavedRow(formId, label, vehicleClass, () => {
    if (container.current instanceof HTMLFormElement) fetcher.submit(container.current);
  });
  return (
    <fetcher.Form
      method="post"
      id={formId}
      autoComplete="off"
      ref={(el) => {
        container.current = el;
      }}
      onInput={touched}
      className={`d-flex flex-wrap align-items-start gap-2 mb-2 ${dirty ? 'wd-row-unsaved' : ''}`}
    >
      <input type="hidden" name="intent" value={formId} />
      <input type="hidden" name="id" value={vehicleClass.id} />
      <label htmlFor={name.id} className="col-form-label wd-class-number">
        {t('owner.prices.classNumber', { n: vehicleClass.id })}
      </label>
      <div className="flex-grow-1">
        <input
          {...controlProps(name)}
          defaultValue={shown('name', vehicleClass.name)}
          {...textLimits(limits.name)}
          className={`form-control ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
        {dirty ? <span className="badge text-bg-warning mt-1">{t('owner.unsaved.row')}</span> : null}
      </div>
      <button type="submit" className="btn btn-outline-primary" disabled={busy} aria-label={t('owner.saveRow', { name: label })}>
        {t('owner.save')}
      </button>
    </fetcher.Form>
  );
}

import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { ErrorList } from '~/components/forms';
import { OwnerTable } from '~/components/owner/owner-table';
import { RowForm, useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

export interface Bay {
  id: number;
  name: string;
  kind: 'wash' | 'tire' | 'both';
  is_active: boolean;
}

const KINDS = ['wash', 'tire', 'both'] as const;

/**
 * «Посты»: the bays a booking holds, each with its kind and whether it is in use, and the
 * empty row that adds one. A bay is never deleted (its bookings name it): taken out of use, it
 * is offered no more.
 */
export function BaysSection({ bays, limits }: { bays: Bay[]; limits: FormLimits }) {
  const { t } = useTranslation();
  return (
    <BlockCard titleId="wd-bookings-bays" title={t('owner.bookings.bays.title')}>
      <p className="text-body-secondary">{t('owner.bookings.bays.intro')}</p>
      {/* Four columns fit a tablet as they are: nothing scrolls under the row's button. */}
      <OwnerTable
        labelledBy="wd-bookings-bays"
        fits
        head={
          <>
            <th scope="col">{t('owner.bookings.bays.name')}</th>
            <th scope="col">{t('owner.bookings.bays.kind')}</th>
            <th scope="col" className="text-center">
              {t('owner.bookings.bays.active')}
            </th>
          </>
        }
      >
        {bays.map((bay) => (
          <BayRow key={bay.id} bay={bay} limits={limits} />
        ))}
        <BayRow limits={limits} />
      </OwnerTable>
    </BlockCard>
  );
}

/** A bay as a table row (its name, kind, in use), or without one the row that adds a bay. */
function BayRow({ bay, limits }: { bay?: Bay; limits: FormLimits }) {
  const { t } = useTranslation();
  const formId = `bay-${bay?.id ?? 'new'}`;
  const { fetcher, field, busy, savedKey, shown, checked } = useOwnerForm(formId, formId);
  const name = field('name');
  const label = bay?.name ?? t('owner.bookings.bays.newBay');
  // An added bay clears the empty row for the next one.
  return (
    <tr key={bay ? 'row' : savedKey} className={bay && !bay.is_active ? 'wd-row-off' : undefined}>
      <td>
        <RowForm fetcher={fetcher} formId={formId} id={bay?.id} />
        <input
          {...controlProps(name)}
          form={formId}
          defaultValue={shown('name', bay?.name ?? '')}
          {...textLimits(limits.name)}
          aria-label={t('owner.bookings.bays.nameOf', { name: label })}
          placeholder={bay ? undefined : t('owner.bookings.bays.namePlaceholder')}
          className={`form-control wd-name-input ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
      </td>
      <td>
        <select
          name="kind"
          form={formId}
          defaultValue={shown('kind', bay?.kind ?? 'wash')}
          aria-label={t('owner.bookings.bays.kindOf', { name: label })}
          className="form-select"
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`owner.bookings.bays.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="text-center">
        <input
          type="checkbox"
          name="is_active"
          form={formId}
          defaultChecked={checked('is_active', bay?.is_active ?? true)}
          aria-label={t('owner.bookings.bays.activeOf', { name: label })}
          className="form-check-input wd-cell-check"
        />
      </td>
      <td>
        <button
          type="submit"
          form={formId}
          className={`btn ${bay ? 'btn-primary' : 'btn-success'} text-nowrap`}
          disabled={busy}
          aria-label={bay ? t('owner.saveRow', { name: bay.name }) : undefined}
        >
          {bay ? t('owner.save') : t('owner.bookings.bays.add')}
        </button>
      </td>
    </tr>
  );
}

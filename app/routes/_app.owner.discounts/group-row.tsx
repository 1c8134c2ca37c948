import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ownerGroupSchema } from '#contract/owner-staff';
import { ErrorList } from '~/components/forms';
import { RowForm, useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, numberLimits, type FormLimits } from '~/utils/reply-fields';

type Group = z.infer<typeof ownerGroupSchema>;

/** A discount group as a table row (name, percent, active, its cars), or the empty row that adds one; `limits` are the contract's. */
export function GroupRow({ group, limits }: { group?: Group; limits: FormLimits }) {
  const { t } = useTranslation();
  const formId = `group-${group?.id ?? 'new'}`;
  const { fetcher, field, busy, savedKey, shown, checked } = useOwnerForm(formId, formId);
  const name = field('name');
  const percent = field('percent');
  const label = group?.name ?? t('owner.discounts.newGroup');
  const key = group ? 'row' : savedKey;
  return (
    <tr key={key} className={group && !group.is_active ? 'wd-row-off' : undefined}>
      <td>
        <RowForm fetcher={fetcher} formId={formId} id={group?.id} />
        <input
          {...controlProps(name)}
          form={formId}
          defaultValue={shown('name', group?.name ?? '')}
          {...textLimits(limits.name)}
          aria-label={t('owner.discounts.nameOf', { name: label })}
          placeholder={group ? undefined : t('owner.discounts.namePlaceholder')}
          className={`form-control wd-name-input ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
      </td>
      <td>
        <div className="input-group wd-percent-group">
          <input
            {...controlProps(percent)}
            form={formId}
            type="number"
            {...numberLimits(limits.percent)}
            defaultValue={shown('percent', group?.percent ?? '')}
            aria-label={t('owner.discounts.percentOf', { name: label })}
            className={`form-control ${percent.errors ? 'is-invalid' : ''}`}
          />
          <span className="input-group-text">%</span>
        </div>
        <ErrorList id={percent.errorId} errors={percent.errors} />
      </td>
      <td className="text-center">
        <input
          type="checkbox"
          name="is_active"
          form={formId}
          defaultChecked={checked('is_active', group?.is_active ?? true)}
          aria-label={t('owner.discounts.activeOf', { name: label })}
          className="form-check-input wd-cell-check"
        />
      </td>
      <td className="text-end">{group ? group.cars : ''}</td>
      <td>
        <button type="submit" form={formId} className={`btn ${group ? 'btn-primary' : 'btn-success'}`} disabled={busy}>
          {group ? t('owner.save') : t('owner.discounts.add')}
        </button>
      </td>
    </tr>
  );
}

import { useTranslation } from 'react-i18next';
import type { OwnerWorker } from '#contract/owner-staff';
import { ErrorList } from '~/components/forms';
import { NumberCell } from '~/components/owner/number-cell';
import { RowForm, useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

/**
 * A worker as a table row: name, wash or tyres, the chip's colour, the commission percent,
 * the shares of a shared line, active; or, without a worker, the empty row that hires one,
 * starting from `newWorker`'s percent and shares. `limits` are the contract's (staff.server.ts).
 */
export function WorkerRow({
  worker,
  limits,
  newWorker,
}: {
  worker?: OwnerWorker;
  limits: FormLimits;
  newWorker: { commission_percent: number; share_weight: number };
}) {
  const { t } = useTranslation();
  const formId = `worker-${worker?.id ?? 'new'}`;
  const { fetcher, field, busy, savedKey, shown, checked } = useOwnerForm(formId, formId);
  const name = field('name');
  const percent = field('commission_percent');
  const shares = field('share_weight');
  const colour = field('color_back');
  const label = worker?.name ?? t('owner.staff.newWorker');
  // A hired worker clears the empty row for the next one.
  const key = worker ? 'row' : savedKey;
  return (
    <tr key={key} className={worker && !worker.is_active ? 'wd-row-off' : undefined}>
      <td>
        <RowForm fetcher={fetcher} formId={formId} id={worker?.id} />
        <input
          {...controlProps(name)}
          form={formId}
          defaultValue={shown('name', worker?.name ?? '')}
          {...textLimits(limits.name)}
          aria-label={t('owner.staff.nameOf', { name: label })}
          placeholder={worker ? undefined : t('owner.staff.namePlaceholder')}
          className={`form-control wd-name-input ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
      </td>
      <td>
        {/* A worker's bay is fixed once hired (their lines are of that kind); only a new one chooses it. */}
        {worker ? (
          <>
            <input type="hidden" name="kind" form={formId} value={worker.kind} />
            {worker.kind === 'wash' ? t('owner.staff.kindWash') : t('owner.staff.kindTire')}
          </>
        ) : (
          <select
            name="kind"
            form={formId}
            defaultValue={shown('kind', 'wash')}
            aria-label={t('owner.staff.kindOf', { name: label })}
            className="form-select"
          >
            <option value="wash">{t('owner.staff.kindWash')}</option>
            <option value="tire">{t('owner.staff.kindTire')}</option>
          </select>
        )}
      </td>
      <td>
        <input
          {...controlProps(colour)}
          form={formId}
          type="color"
          defaultValue={shown('color_back', worker?.color_back ?? '#0d6efd')}
          aria-label={t('owner.staff.colourOf', { name: label })}
          className="form-control wd-colour-input"
        />
        <ErrorList id={colour.errorId} errors={colour.errors} />
      </td>
      <NumberCell
        field={percent}
        formId={formId}
        limits={limits.commission_percent}
        defaultValue={shown('commission_percent', worker?.commission_percent ?? newWorker.commission_percent)}
        label={t('owner.staff.percentOf', { name: label })}
      />
      <NumberCell
        field={shares}
        formId={formId}
        limits={limits.share_weight}
        defaultValue={shown('share_weight', worker?.share_weight ?? newWorker.share_weight)}
        label={t('owner.staff.sharesOf', { name: label })}
      />
      <td className="text-center">
        <input
          type="checkbox"
          name="is_active"
          form={formId}
          defaultChecked={checked('is_active', worker?.is_active ?? true)}
          aria-label={t('owner.staff.activeOf', { name: label })}
          className="form-check-input wd-cell-check"
        />
      </td>
      <td>
        <button type="submit" form={formId} className={`btn ${worker ? 'btn-primary' : 'btn-success'}`} disabled={busy}>
          {worker ? t('owner.save') : t('owner.staff.hire')}
        </button>
      </td>
    </tr>
  );
}

import { useTranslation } from 'react-i18next';
import { ErrorList } from '~/components/forms';
import { useApiTexts } from '~/components/orders/api-texts';
import { RowForm, useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

type Model = { id: number; name: string; name_ru: string; class_id: number };
type VehicleClass = { id: number; name: string; code: string | null };

/**
 * A model of the chosen brand as a table row (names and class), or the empty row that adds one
 * (in the first class until one is chosen). `limits` are the contract's (catalogue.server.ts).
 */
export function ModelRow({
  model,
  brandId,
  classes,
  limits,
}: {
  model?: Model;
  brandId: number;
  classes: VehicleClass[];
  limits: FormLimits;
}) {
  const { t } = useTranslation();
  const texts = useApiTexts();
  const formId = `model-${model?.id ?? 'new'}`;
  const { fetcher, field, busy, savedKey, shown } = useOwnerForm(formId, formId);
  const name = field('name');
  const nameRu = field('name_ru');
  const label = model?.name ?? t('owner.catalogue.newModel');
  const key = model ? 'row' : savedKey;
  return (
    <tr key={key}>
      <td>
        <RowForm fetcher={fetcher} formId={formId} id={model?.id}>
          <input type="hidden" name="brand_id" value={brandId} />
        </RowForm>
        <input
          {...controlProps(name)}
          form={formId}
          defaultValue={shown('name', model?.name ?? '')}
          {...textLimits(limits.name)}
          aria-label={t('owner.catalogue.nameOf', { name: label })}
          className={`form-control wd-name-input ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
      </td>
      <td>
        <input
          {...controlProps(nameRu)}
          form={formId}
          defaultValue={shown('name_ru', model?.name_ru ?? '')}
          {...textLimits(limits.name_ru)}
          aria-label={t('owner.catalogue.nameRuOf', { name: label })}
          className={`form-control wd-name-input ${nameRu.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={nameRu.errorId} errors={nameRu.errors} />
      </td>
      <td>
        <select
          name="class_id"
          form={formId}
          defaultValue={shown('class_id', model?.class_id ?? classes[0]?.id)}
          aria-label={t('owner.catalogue.classOf', { name: label })}
          className="form-select"
        >
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {t('owner.prices.classNumber', { n: c.id })} · {texts.catalogue('class', c)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <button
          type="submit"
          form={formId}
          className={`btn ${model ? 'btn-primary' : 'btn-success'}`}
          disabled={busy}
          aria-label={model ? t('owner.saveRow', { name: model.name }) : undefined}
        >
          {model ? t('owner.save') : t('owner.catalogue.add')}
        </button>
      </td>
    </tr>
  );
}

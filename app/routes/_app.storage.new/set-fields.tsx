import { useTranslation } from 'react-i18next';
import type { TyreSeason } from '#contract/storage-states';
import { ErrorList } from '~/components/forms';

interface SetFieldsProps {
  seasons: readonly TyreSeason[];
  radii: ReadonlyArray<{ radius_id: number; name: string }>;
  profiles: ReadonlyArray<{ profile_id: number; name: string; code: string | null }>;
  /** The order's tyre size, when the set comes from a tyre order. */
  defaults: { radius_id: number | null; profile_id: number | null };
  errors: (name: string) => string[] | undefined;
  /** The contract's limits of each field (min, max, maxLength). */
  limits: Partial<Record<string, { min?: string | number; max?: string | number; maxLength?: number }>>;
}

/** A number field of the set, with its error under it. */
function NumberField({
  name,
  label,
  limit,
  defaultValue,
  errors,
}: {
  name: string;
  label: string;
  limit: { min?: string | number; max?: string | number } | undefined;
  defaultValue?: number;
  errors?: string[];
}) {
  const id = `wd-st-${name}`;
  return (
    <div className="col-6 col-lg-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={limit?.min}
        max={limit?.max}
        defaultValue={defaultValue}
        className={`form-control form-control-lg ${errors?.length ? 'is-invalid' : ''}`}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * The set as the fitter reads it off the tyres: how many, the season, on rims or not, the
 * maker and model, the size (the radius prices the season), the tread and what to note.
 */
export function SetFields({ seasons, radii, profiles, defaults, errors, limits }: SetFieldsProps) {
  const { t } = useTranslation();
  const radius = defaults.radius_id ?? radii.find((r) => r.name === 'R16')?.radius_id ?? radii[0]?.radius_id;
  const profile = defaults.profile_id ?? profiles[0]?.profile_id;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{t('storage.seasonLabel')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {seasons.map((s) => (
            <label key={s} className="btn btn-outline-primary btn-lg wd-touch has-check">
              {/* No season chosen beforehand: the set that comes in is the other season's, whichever month it is. */}
              <input type="radio" name="season" value={s} className="form-check-input me-2" required />
              {t(`storage.season.${s}`)}
            </label>
          ))}
        </div>
        <ErrorList errors={errors('season')} />
      </fieldset>
      <label className="btn btn-outline-secondary btn-lg wd-touch has-check mb-3">
        <input type="checkbox" name="with_rims" className="form-check-input me-2" />
        {t('storage.withRims')}
      </label>
      <div className="row g-2 mb-3">
        <NumberField name="count" label={t('storage.count')} limit={limits.count} defaultValue={4} errors={errors('count')} />
        <div className="col-6 col-lg-3">
          <label htmlFor="wd-st-brand" className="form-label">
            {t('storage.brand')}
          </label>
          <input
            id="wd-st-brand"
            name="brand"
            maxLength={limits.brand?.maxLength}
            autoComplete="off"
            className="form-control form-control-lg"
          />
        </div>
        <div className="col-12 col-lg-6">
          <label htmlFor="wd-st-model" className="form-label">
            {t('storage.model')}
          </label>
          <input
            id="wd-st-model"
            name="model"
            maxLength={limits.model?.maxLength}
            autoComplete="off"
            className="form-control form-control-lg"
          />
        </div>
      </div>
      <div className="row g-2 mb-3">
        <NumberField name="width" label={t('storage.width')} limit={limits.width} errors={errors('width')} />
        <NumberField name="height" label={t('storage.height')} limit={limits.height} errors={errors('height')} />
        <div className="col-6 col-lg-3">
          <label htmlFor="wd-st-radius" className="form-label">
            {t('storage.radius')}
          </label>
          <select id="wd-st-radius" name="radius_id" defaultValue={radius} className="form-select form-select-lg">
            {radii.map((r) => (
              <option key={r.radius_id} value={r.radius_id}>
                {r.name}
              </option>
            ))}
          </select>
          <ErrorList errors={errors('radius_id')} />
        </div>
        <div className="col-6 col-lg-3">
          <label htmlFor="wd-st-profile" className="form-label">
            {t('storage.profile')}
          </label>
          <select id="wd-st-profile" name="profile_id" defaultValue={profile} className="form-select form-select-lg">
            {profiles.map((p) => (
              <option key={p.profile_id} value={p.profile_id}>
                {p.code ? t(`catalogue.profile.${p.code}`) : p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="row g-2 mb-3">
        <div className="col-12 col-lg-6">
          <label htmlFor="wd-st-tread" className="form-label">
            {t('storage.tread')}
          </label>
          <input
            id="wd-st-tread"
            name="tread"
            inputMode="decimal"
            autoComplete="off"
            placeholder="7,5 7,5 7 7"
            className={`form-control form-control-lg ${errors('tread')?.length ? 'is-invalid' : ''}`}
            aria-describedby="wd-st-tread-hint"
          />
          <div id="wd-st-tread-hint" className="form-text">
            {t('storage.treadHint')}
          </div>
          <ErrorList errors={errors('tread')} />
        </div>
        <div className="col-12 col-lg-6">
          <label htmlFor="wd-st-notes" className="form-label">
            {t('storage.notes')}
          </label>
          <textarea id="wd-st-notes" name="notes" maxLength={limits.notes?.maxLength} rows={2} className="form-control form-control-lg" />
        </div>
      </div>
    </>
  );
}

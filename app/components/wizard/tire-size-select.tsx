import { useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useApiTexts } from '../orders/api-texts';

/**
 * The tyre tab's radius and profile (step 3 of the wizard): a choice goes into the URL
 * (`r`, `p`), whose loader answers the cards at that size; until both are chosen, a hint.
 */
export function TireSizeSelect({
  radii,
  profiles,
  radiusId,
  profileId,
}: {
  radii: Array<{ radius_id: number; name: string }>;
  profiles: Array<{ profile_id: number; name: string; code: string | null }>;
  radiusId: number | null;
  profileId: number | null;
}) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const [, setSearchParams] = useSearchParams();
  return (
    <div className="row g-2 mb-3">
      <div className="col-6">
        <label className="form-label" htmlFor="wd-tire-radius">
          {t('wizard.radius')}
        </label>
        <select
          id="wd-tire-radius"
          className="form-select form-select-lg"
          value={radiusId ?? ''}
          onChange={(e) => setSearchParams((p) => (p.set('r', e.currentTarget.value), p), { replace: true, preventScrollReset: true })}
        >
          <option value="">{t('wizard.choose')}</option>
          {radii.map((r) => (
            <option key={r.radius_id} value={r.radius_id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6">
        <label className="form-label" htmlFor="wd-tire-profile">
          {t('wizard.profile')}
        </label>
        <select
          id="wd-tire-profile"
          className="form-select form-select-lg"
          value={profileId ?? ''}
          onChange={(e) => setSearchParams((p) => (p.set('p', e.currentTarget.value), p), { replace: true, preventScrollReset: true })}
        >
          <option value="">{t('wizard.choose')}</option>
          {profiles.map((p) => (
            <option key={p.profile_id} value={p.profile_id}>
              {say.catalogue('profile', p)}
            </option>
          ))}
        </select>
      </div>
      {!radiusId || !profileId ? <p className="text-body-secondary mt-2">{t('wizard.chooseRadiusProfile')}</p> : null}
    </div>
  );
}

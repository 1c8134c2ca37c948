import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { ErrorList, FormAlert, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { ReplyInput } from '~/components/reply-input';
import { controlProps, numberLimits, type FormLimits, type ReplyField } from '~/utils/reply-fields';
import { DATE_LENGTH, dayMonthText, REMINDER_FIELDS } from './reminder-dates';

export interface StorageSettings {
  season_service_id: number | null;
  overdue_service_id: number | null;
  season_months: number;
  reminder_dates: string[];
  reminders_on: boolean;
  services: { id: number; name: string }[];
}

/**
 * «Цены и сроки»: which services of the price list are a season's storage and a month past the
 * term (their prices are the price list's, by radius and profile), the term offered when a set
 * is taken in, and the days the customers are reminded to change their tyres, all saved at once.
 */
export function SettingsSection({ settings, limits }: { settings: StorageSettings; limits: FormLimits }) {
  const { t } = useTranslation();
  const { fetcher, field, busy, shown, checked } = useOwnerForm('settings', 'settings');
  const months = field('season_months');
  const datesHint = 'storage-dates-hint';
  return (
    <BlockCard titleId="wd-storage-settings" title={t('owner.storage.settings.title')} className="wd-rules-card">
      {/* Settings saved elsewhere (another tab) show afresh; a rack or a cell saved meanwhile leaves what is typed here. */}
      <fetcher.Form method="post" key={JSON.stringify(savedOf(settings))}>
        <input type="hidden" name="intent" value="settings" />
        <FormAlert errors={field('').errors} />
        <ServiceSelect
          field={field('season_service_id')}
          label={t('owner.storage.settings.seasonService')}
          hint={t('owner.storage.settings.seasonHint')}
          services={settings.services}
          value={shown('season_service_id', String(settings.season_service_id ?? ''))}
        />
        <ServiceSelect
          field={field('overdue_service_id')}
          label={t('owner.storage.settings.overdueService')}
          hint={t('owner.storage.settings.overdueHint')}
          services={settings.services}
          value={shown('overdue_service_id', String(settings.overdue_service_id ?? ''))}
        />
        <ReplyInput
          field={months}
          label={t('owner.storage.settings.months')}
          hint={t('owner.storage.settings.monthsHint')}
          type="number"
          inputMode="numeric"
          {...numberLimits(limits.season_months)}
          defaultValue={shown('season_months', String(settings.season_months))}
          // Two digits wide: the card's width is for the words.
          style={{ maxWidth: '8rem' }}
        />
        <fieldset className="mb-3" aria-describedby={datesHint}>
          <legend className="form-label fs-6">{t('owner.storage.settings.dates')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {REMINDER_FIELDS.map((name, i) => (
              <DateField
                key={name}
                field={field(name)}
                label={t('owner.storage.settings.dateOf', { n: i + 1 })}
                value={shown(name, settings.reminder_dates[i] ? dayMonthText(settings.reminder_dates[i]) : '')}
              />
            ))}
          </div>
          <div id={datesHint} className="form-text">
            {t('owner.storage.settings.datesHint')}
          </div>
          {REMINDER_FIELDS.map((name) => {
            const date = field(name);
            return <ErrorList key={name} id={date.errorId} errors={date.errors} />;
          })}
        </fieldset>
        <div className="form-check form-switch mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="settings-reminders_on"
            name="reminders_on"
            defaultChecked={checked('reminders_on', settings.reminders_on)}
          />
          <label className="form-check-label" htmlFor="settings-reminders_on">
            {t('owner.storage.settings.remindersOn')}
          </label>
        </div>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {t('owner.save')}
        </button>
      </fetcher.Form>
    </BlockCard>
  );
}

/** What the form shows as saved, without the rest of the page's data. */
const savedOf = ({ season_service_id, overdue_service_id, season_months, reminder_dates, reminders_on }: StorageSettings) => [
  season_service_id,
  overdue_service_id,
  season_months,
  reminder_dates,
  reminders_on,
];

/** A select of the price list's tyre services, «не выбрана» first (sent empty: no service). */
function ServiceSelect({
  field,
  label,
  hint,
  services,
  value,
}: {
  field: ReplyField;
  label: string;
  hint: string;
  services: StorageSettings['services'];
  value: string;
}) {
  const { t } = useTranslation();
  const hintId = `${field.id}-hint`;
  return (
    <LabelledControl id={field.id} label={label}>
      <select
        {...controlProps(field, hintId)}
        defaultValue={value}
        className={`form-select form-select-lg ${field.errors ? 'is-invalid' : ''}`}
      >
        <option value="">{t('owner.storage.settings.noService')}</option>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </select>
      <div id={hintId} className="form-text">
        {hint}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </LabelledControl>
  );
}

/** One reminder date, «дд.мм», as wide as one. */
function DateField({ field, label, value }: { field: ReplyField; label: string; value: string }) {
  const { t } = useTranslation();
  const placeholder = t('owner.storage.settings.datePlaceholder');
  return (
    <input
      {...controlProps(field)}
      type="text"
      inputMode="decimal"
      maxLength={DATE_LENGTH}
      placeholder={placeholder}
      autoComplete="off"
      defaultValue={value}
      aria-label={label}
      style={{ width: '7rem' }}
      className={`form-control form-control-lg ${field.errors ? 'is-invalid' : ''}`}
    />
  );
}

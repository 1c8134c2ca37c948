import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { ErrorList, FormAlert } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, type FormLimits, type ReplyField } from '~/utils/reply-fields';
import { useHydrated } from '~/utils/use-hydrated';
import { TIME_LENGTH, timeText, WEEKDAYS } from './day-time';
import { NumberSentence } from './number-sentence';

/** A field's text as the form shows it: as typed when the server sent the form back refused, else `saved`. */
type Shown = (name: string, saved: string) => string;

export interface BookingRules {
  /** Monday first: minutes after midnight, or null on a day the shop is closed. */
  hours: ({ open: number; close: number } | null)[];
  horizon_days: number;
  cancel_hours: number;
}

/**
 * «Часы работы»: each weekday's opening and closing (or «выходной»), how many days ahead the
 * booking is open and how late a customer may cancel or move, all saved at once. The times
 * are the business's time zone's, said above them.
 */
export function HoursSection({ rules, limits, zone }: { rules: BookingRules; limits: FormLimits; zone: string }) {
  const { t } = useTranslation();
  const { fetcher, field, busy, shown, typed } = useOwnerForm('rules', 'rules');
  const horizon = field('horizon_days');
  const cancel = field('cancel_hours');
  return (
    <BlockCard titleId="wd-bookings-hours" title={t('owner.bookings.hours.title')} className="wd-rules-card">
      <p className="text-body-secondary">{t('owner.bookings.hours.intro', { zone })}</p>
      {/* New rules saved elsewhere (another tab) show afresh; a bay or a day off saved meanwhile leaves what is typed here. */}
      <fetcher.Form method="post" key={JSON.stringify([rules.hours, rules.horizon_days, rules.cancel_hours])}>
        <input type="hidden" name="intent" value="rules" />
        <FormAlert errors={field('').errors} />
        <WeekTable
          hours={rules.hours}
          field={field}
          shown={shown}
          closedAsTyped={typed ? (day) => typed[`closed_${day}`] !== undefined : null}
        />
        <NumberSentence
          field={horizon}
          label={t('owner.bookings.hours.horizon')}
          before={t('owner.bookings.hours.horizonBefore')}
          after={t('owner.bookings.hours.horizonAfter')}
          hint={t('owner.bookings.hours.horizonNow', { count: rules.horizon_days })}
          defaultValue={shown('horizon_days', String(rules.horizon_days))}
          limits={limits.horizon_days}
        />
        <NumberSentence
          field={cancel}
          label={t('owner.bookings.hours.cancel')}
          before={t('owner.bookings.hours.cancelBefore')}
          after={t('owner.bookings.hours.cancelAfter')}
          hint={t('owner.bookings.hours.cancelNow', { count: rules.cancel_hours })}
          defaultValue={shown('cancel_hours', String(rules.cancel_hours))}
          limits={limits.cancel_hours}
        />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {t('owner.bookings.hours.save')}
        </button>
      </fetcher.Form>
    </BlockCard>
  );
}

/** The seven weekdays, Monday first: two time fields each, and «выходной», which sets them aside. */
function WeekTable({
  hours,
  field,
  shown,
  closedAsTyped,
}: {
  hours: BookingRules['hours'];
  field: (name: string) => ReplyField;
  shown: Shown;
  closedAsTyped: ((day: number) => boolean) | null;
}) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => WEEKDAYS.map((day) => (closedAsTyped ? closedAsTyped(day) : !hours[day])));
  const saved = (minutes: number | undefined) => (minutes === undefined ? '' : timeText(minutes));
  return (
    <div className="table-responsive mb-3">
      <table className="table table-sm align-middle mb-1">
        <thead>
          <tr>
            <th scope="col">
              {/* On a phone the short days say it: the column's word leaves its room to the others. */}
              <span className="d-none d-sm-inline">{t('owner.bookings.hours.day')}</span>
              <span className="visually-hidden d-sm-none">{t('owner.bookings.hours.day')}</span>
            </th>
            <th scope="col">{t('owner.bookings.hours.open')}</th>
            <th scope="col">{t('owner.bookings.hours.close')}</th>
            <th scope="col" className="text-center">
              {t('owner.bookings.hours.closed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const name = t(`owner.bookings.weekday.${day}`);
            const opening = hours[day];
            return (
              <tr key={day}>
                <th scope="row" className="fw-normal">
                  {/* A phone has room for the week's four columns with the day's short name only. */}
                  <span className="d-none d-sm-inline">{name}</span>
                  <abbr className="d-sm-none text-decoration-none" title={name}>
                    {t(`owner.bookings.weekdayShort.${day}`)}
                  </abbr>
                </th>
                <TimeCell
                  field={field(`open_${day}`)}
                  label={t('owner.bookings.hours.openOf', { day: name })}
                  value={shown(`open_${day}`, saved(opening?.open))}
                  off={closed[day]!}
                />
                <TimeCell
                  field={field(`close_${day}`)}
                  label={t('owner.bookings.hours.closeOf', { day: name })}
                  value={shown(`close_${day}`, saved(opening?.close))}
                  off={closed[day]!}
                />
                <td className="text-center">
                  <input
                    type="checkbox"
                    name={`closed_${day}`}
                    defaultChecked={closed[day]}
                    onChange={(event) => {
                      const off = event.currentTarget.checked;
                      setClosed((was) => was.map((c, i) => (i === day ? off : c)));
                    }}
                    aria-label={t('owner.bookings.hours.closedOf', { day: name })}
                    className="form-check-input wd-cell-check"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-text">{t('owner.bookings.hours.midnight')}</div>
    </div>
  );
}

/** A time field of a weekday, set aside (and not sent) while the day is marked «выходной». */
function TimeCell({ field, label, value, off }: { field: ReplyField; label: string; value: string; off: boolean }) {
  const hydrated = useHydrated();
  return (
    <td>
      <input
        {...controlProps(field)}
        type="text"
        inputMode="decimal"
        maxLength={TIME_LENGTH}
        placeholder="09:00"
        autoComplete="off"
        defaultValue={value}
        // Without the page's script «выходной» cannot set the field aside: it stays open, and the server ignores it.
        disabled={hydrated && off}
        required={!off}
        aria-label={label}
        // As wide as a time: a phone has room for the week's four columns.
        style={{ width: '5rem' }}
        className={`form-control ${field.errors ? 'is-invalid' : ''}`}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </td>
  );
}

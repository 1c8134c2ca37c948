import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '#contract/bookings';
import { FormAlert, SubmitButton } from '~/components/forms';
import { businessDateOf, startText, timeOf } from './booking-format';
import { bookingShows } from './booking-state';
import type { BookingSlots } from './booking-types';
import { TimePicker } from './time-picker';

interface ChangeProps {
  token: string;
  view: PublicBooking;
  mode: 'move' | 'cancel' | null;
  slots: Pick<BookingSlots, 'minutes' | 'days'> | null;
  slotsError: string | null;
  start: string | null;
  said: string | null;
  today: string;
  zone: string;
  error?: string;
  /** The error was the server's, not a refusal: the time chosen is offered again. */
  again?: boolean;
}

/**
 * Moving or cancelling a booking, by the customer, while `change_until` is not past
 * (`cancel_hours` before its time): «Перенести» shows the free times, one chosen is confirmed;
 * «Отменить запись» asks once more. Past that limit a booking still to come says until when it
 * could be changed (the rest is the shop's, by phone).
 */
export function BookingChange(props: ChangeProps) {
  const { t, i18n } = useTranslation();
  const { view, today } = props;
  const base = `/b/${encodeURIComponent(props.token)}`;
  if (!view.change_until) {
    if (!bookingShows(view.state).callToChange) return null;
    const until = new Date(Date.parse(view.starts_at) - view.cancel_hours * 3_600_000).toISOString();
    return (
      <section className="wd-customer-card" aria-label={t('bookingPage.change.title')}>
        <FormAlert errors={props.error ? [props.error] : null} />
        <p className="mb-0">{t('bookingPage.change.tooLate', { time: startText(until, today, view.time_zone, i18n.language, t, true) })}</p>
      </section>
    );
  }
  if (props.mode === 'move') return <MoveTimes {...props} base={base} />;
  if (props.mode === 'cancel') return <CancelQuestion {...props} base={base} />;
  return (
    <section className="wd-customer-card" aria-labelledby="wd-booking-change">
      <h2 id="wd-booking-change" className="h5">
        {t('bookingPage.change.title')}
      </h2>
      <FormAlert errors={props.error ? [props.error] : null} />
      <p>{t('bookingPage.change.until', { time: startText(view.change_until, today, view.time_zone, i18n.language, t, true) })}</p>
      <div className="wd-booking-actions">
        <Link to={`${base}?move=1`} className="btn btn-primary btn-lg">
          {t('bookingPage.change.move')}
        </Link>
        <Link to={`${base}?cancel=1`} className="btn btn-outline-danger btn-lg">
          {t('bookingPage.change.cancel')}
        </Link>
      </div>
    </section>
  );
}

function MoveTimes({ view, slots, slotsError, start: asked, said, today, zone, error, again, base }: ChangeProps & { base: string }) {
  const { t, i18n } = useTranslation();
  // A move refused (another booking that day, the day closed) offers that time no more: the
  // reason shows at the panel's top, and the customer picks another time below it. A failure of
  // the server's keeps the time, to send again.
  const start = error && !again ? null : asked;
  return (
    <section className="wd-customer-card" aria-labelledby="wd-booking-move">
      {/* The panel just opened comes into view; once a time is chosen, its confirmation does (below). */}
      <h2 id="wd-booking-move" className="h5" tabIndex={-1} data-wd-focus={start ? undefined : 'start'}>
        {t('bookingPage.move.title')}
      </h2>
      <FormAlert errors={[said, slotsError, error].filter((e): e is string => Boolean(e))} />
      {start ? (
        <Form method="post" className="wd-booking-confirm">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="starts_at" value={start} />
          {/* A panel that just appeared comes into view, its title focused (customer-script/forms.ts). */}
          <h3 tabIndex={-1} className="h6" data-wd-focus="center">
            {t('bookingPage.move.newTime', { time: startText(start, today, view.time_zone, i18n.language, t, true) })}
          </h3>
          <SubmitButton pending={false}>
            {t('bookingPage.move.submit', { time: timeOf(start, view.time_zone, i18n.language) })}
          </SubmitButton>
        </Form>
      ) : null}
      {slots ? (
        <TimePicker
          days={slots.days}
          minutes={slots.minutes}
          timeZone={view.time_zone}
          zone={zone}
          today={today}
          action={base}
          hidden={[['move', '1']]}
          chosen={start ?? undefined}
          firstDay={businessDateOf(new Date(view.starts_at), view.time_zone)}
        />
      ) : null}
      <Link to={base} className="btn btn-outline-secondary btn-lg w-100 mt-3">
        {t('bookingPage.move.keep')}
      </Link>
    </section>
  );
}

function CancelQuestion({ view, today, error, base }: ChangeProps & { base: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="wd-customer-card wd-booking-cancel" aria-labelledby="wd-booking-cancel">
      <h2 id="wd-booking-cancel" tabIndex={-1} className="h5" data-wd-focus="center">
        {t('bookingPage.cancel.title')}
      </h2>
      <FormAlert errors={error ? [error] : null} />
      <p>{t('bookingPage.cancel.text', { time: startText(view.starts_at, today, view.time_zone, i18n.language, t, true) })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="btn btn-danger btn-lg w-100">
          {t('bookingPage.cancel.submit')}
        </button>
      </Form>
      <Link to={base} className="btn btn-outline-secondary btn-lg w-100 mt-3">
        {t('bookingPage.cancel.keep')}
      </Link>
    </section>
  );
}

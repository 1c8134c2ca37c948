import { useTranslation } from 'react-i18next';
import { FormAlert } from '~/components/forms';
import { carriedOver, choiceEntries, type BookingChoice } from './booking-choice';
import type { BookingSlots } from './booking-types';
import { unbroken } from './booking-format';
import { StepHeading } from './step-heading';
import { TimePicker } from './time-picker';

/** The booking page's step of times: the free times of the services on the class, or why there are none. */
export function TimeStep({
  choice,
  slots,
  slotsError,
  timeZone,
  zone,
  today,
  codeSentTo,
  n,
  of,
}: {
  choice: BookingChoice;
  slots: Pick<BookingSlots, 'minutes' | 'days'> | null;
  slotsError: string | null;
  timeZone: string;
  zone: string;
  today: string;
  /** A code already sent for this choice (the time was taken meanwhile): it still confirms another time. */
  codeSentTo?: string;
  n: number;
  of: number;
}) {
  const { t } = useTranslation();
  const hidden = choiceEntries(carriedOver(choice, 'time')).filter(([name]) => name !== 'date');
  return (
    <section className="wd-customer-card" aria-labelledby="wd-book-step">
      <StepHeading id="wd-book-step" n={n} of={of}>
        {t('book.time.title')}
      </StepHeading>
      {codeSentTo ? <p className="alert alert-info">{t('book.time.sameCode', { phone: unbroken(codeSentTo) })}</p> : null}
      <FormAlert errors={slotsError ? [slotsError] : null} />
      {slots ? (
        <TimePicker
          days={slots.days}
          minutes={slots.minutes}
          timeZone={timeZone}
          zone={zone}
          today={today}
          action="/book"
          hidden={hidden}
        />
      ) : null}
    </section>
  );
}

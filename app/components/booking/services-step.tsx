import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { carriedOver, type BookingChoice } from './booking-choice';
import type { BookingOptions } from './booking-types';
import { ChoiceFields } from './choice-fields';
import { StepHeading } from './step-heading';

/**
 * The services of the kind chosen, as big rows to tick (at least one). No prices: a price is
 * told at the shop (docs/decisions/040-booking-into-the-live-queue.md, a tyre's depends on the
 * wheel). Without scripts «Дальше» is always on and the server says when nothing was ticked;
 * the page's script (customer-script/forms.ts) says it at once, by the marks `data-wd-*`.
 */
export function ServicesStep({
  choice,
  options,
  missing,
  max,
  n,
  of,
}: {
  choice: BookingChoice;
  options: BookingOptions;
  missing: boolean;
  /** The most services booked online (the contract's); more are booked by phone. */
  max?: number;
  n: number;
  of: number;
}) {
  const { t } = useTranslation();
  const services = options.services.filter((s) => s.kind === choice.kind);
  // Said by the server after a post without scripts, and at once by the page's script.
  const tooMany = max !== undefined && choice.services.length > max;
  return (
    <section className="wd-customer-card" aria-labelledby="wd-book-step">
      <StepHeading id="wd-book-step" n={n} of={of}>
        {t('book.services.title')}
      </StepHeading>
      <Form method="get" action="/book">
        <ChoiceFields choice={carriedOver(choice, 'services')} />
        <input type="hidden" name="picked" value="1" />
        <fieldset data-wd-count-ticked="" data-wd-max={max}>
          <legend className="visually-hidden">{t('book.services.title')}</legend>
          <div className="list-group mb-3">
            {services.map((s) => (
              <label key={s.id} className="list-group-item wd-book-check">
                <input
                  type="checkbox"
                  className="form-check-input"
                  name="services"
                  value={s.id}
                  defaultChecked={choice.services.includes(s.id)}
                />
                <span>{s.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {missing ? (
          <p className="alert alert-warning" role="alert">
            {t('book.services.missing')}
          </p>
        ) : null}
        {max !== undefined ? (
          <p className="alert alert-warning" role="alert" data-wd-too-many="" hidden={!tooMany}>
            {t('book.services.tooMany', { count: max })}
          </p>
        ) : null}
        {/* A wash's price follows the car; a tyre job's the wheels too. */}
        <p className="wd-customer-note mb-3">{t(choice.kind === 'tire' ? 'book.services.noPrices' : 'book.services.noPricesWash')}</p>
        <button type="submit" className="btn btn-primary btn-lg w-100 wd-book-next" data-wd-next="">
          {t('book.next')}
        </button>
        <p className="form-text mb-0 mt-2" data-wd-pick-one="" hidden>
          {t('book.services.pickOne')}
        </p>
      </Form>
    </section>
  );
}

import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useApiTexts } from '~/components/orders/api-texts';
import { ErrorList } from '~/components/forms';
import { carriedOver, type BookingChoice } from './booking-choice';
import type { BookingOptions } from './booking-types';
import { ChoiceFields } from './choice-fields';
import { StepHeading } from './step-heading';

/**
 * The car: its plate first. A plate the shop knows brings its class chosen (the loader asks
 * `GET /api/v1/public/booking/class`); otherwise the customer picks the class, which the
 * length of the work depends on. A foreign or other non-standard plate is ticked as such.
 */
export function CarStep({
  choice,
  options,
  plateError,
  classUnknown,
  classFound,
  plateMax,
  n,
  of,
}: {
  choice: BookingChoice;
  options: BookingOptions;
  plateError?: string;
  classUnknown: boolean;
  classFound: boolean;
  /** The plate's length as the API takes it. */
  plateMax?: number;
  n: number;
  of: number;
}) {
  const { t } = useTranslation();
  const say = useApiTexts();
  // The classes are asked once the plate is in: a known car needs no question.
  const askClass = Boolean(choice.plate) && !plateError;
  return (
    <section className="wd-customer-card" aria-labelledby="wd-book-step">
      <StepHeading id="wd-book-step" n={n} of={of}>
        {t('book.car.title')}
      </StepHeading>
      <Form method="get" action="/book">
        <ChoiceFields choice={carriedOver(choice, 'car')} />
        <div className="mb-3">
          <label htmlFor="wd-book-plate" className="form-label">
            {t('book.car.plate')}
          </label>
          <input
            id="wd-book-plate"
            name="plate"
            className={`form-control form-control-lg wd-book-plate ${plateError ? 'is-invalid' : ''}`}
            defaultValue={choice.plate ?? ''}
            required
            maxLength={plateMax}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('book.car.platePlaceholder')}
            aria-invalid={plateError ? true : undefined}
            aria-describedby={plateError ? 'wd-book-plate-error' : 'wd-book-plate-hint'}
          />
          {plateError ? <ErrorList id="wd-book-plate-error" errors={[plateError]} /> : null}
          <div id="wd-book-plate-hint" className="form-text">
            {t('book.car.plateHint')}
          </div>
        </div>
        <label className="wd-check mb-3">
          <input type="checkbox" className="form-check-input" name="foreign" value="1" defaultChecked={choice.foreign} />
          <span>{t('book.car.foreign')}</span>
        </label>
        {askClass ? (
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('book.car.class')}</legend>
            {classFound ? <p className="alert alert-success py-2">{t('book.car.classFound')}</p> : null}
            {classUnknown ? <p className="wd-customer-note mb-2">{t('book.car.classUnknown')}</p> : null}
            <div className="list-group">
              {options.classes.map((c) => (
                <label key={c.id} className="list-group-item wd-book-check">
                  <input
                    type="radio"
                    className="form-check-input"
                    name="class"
                    value={c.id}
                    required
                    defaultChecked={choice.classId === c.id}
                  />
                  <span>{say.catalogue('class', c)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className="btn btn-primary btn-lg w-100 wd-book-next">
          {t('book.next')}
        </button>
      </Form>
    </section>
  );
}

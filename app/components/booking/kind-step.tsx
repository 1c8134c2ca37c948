import { Form } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BookingKindName } from '#contract/booking-kinds';
import { carriedOver, type BookingChoice } from './booking-choice';
import { ChoiceFields } from './choice-fields';
import { StepHeading } from './step-heading';

export const kindLabel = (kind: BookingKindName, t: TFunction) => (kind === 'wash' ? t('book.kind.wash') : t('book.kind.tire'));

/** «Мойка» or «Шиномонтаж»: the kinds of work the shop has bays for, as two big buttons. */
export function KindStep({ choice, kinds, of }: { choice: BookingChoice; kinds: BookingKindName[]; of: number }) {
  const { t } = useTranslation();
  return (
    <section className="wd-customer-card" aria-labelledby="wd-book-step">
      <StepHeading id="wd-book-step" n={1} of={of}>
        {t('book.kind.title')}
      </StepHeading>
      <Form method="get" action="/book" className="wd-book-kinds">
        <ChoiceFields choice={carriedOver(choice, 'kind')} />
        {kinds.map((kind) => (
          <button
            key={kind}
            type="submit"
            name="kind"
            value={kind}
            aria-pressed={choice.kind === kind}
            className={`btn btn-lg wd-book-option ${choice.kind === kind ? 'btn-primary' : 'btn-outline-primary'}`}
          >
            {kindLabel(kind, t)}
          </button>
        ))}
      </Form>
    </section>
  );
}

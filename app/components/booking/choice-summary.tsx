import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useApiTexts } from '~/components/orders/api-texts';
import { normalizePlate } from '#contract/plates';
import { formatPlate } from '~/utils/format';
import type { BookingOptions } from './booking-types';
import { choiceHref, type BookingChoice, type BookingStep, type EditableStep } from './booking-choice';
import { startText } from './booking-format';
import { kindLabel } from './kind-step';

const ORDER: EditableStep[] = ['kind', 'services', 'car', 'time'];

/**
 * The steps already answered, one line each with «Изменить», above the step being answered:
 * the customer always sees what they are booking. «Изменить» opens that step with its
 * answer in place (`edit=…`), the rest of the choice kept.
 */
export function ChoiceSummary({
  choice,
  step,
  options,
  today,
}: {
  choice: BookingChoice;
  step: BookingStep;
  options: BookingOptions;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const say = useApiTexts();
  const current = step === 'code' || step === 'contacts' ? ORDER.length : ORDER.indexOf(step);
  const rows: Array<{ step: EditableStep; label: string; value: string; change: string }> = [];
  // One kind offered is no choice: not shown as one.
  if (choice.kind && options.kinds.length > 1)
    rows.push({ step: 'kind', label: t('book.summary.kind'), value: kindLabel(choice.kind, t), change: t('book.change.kind') });
  if (choice.services.length) {
    const names = choice.services.map((id) => options.services.find((s) => s.id === id)?.name).filter(Boolean);
    rows.push({ step: 'services', label: t('book.summary.services'), value: names.join(', '), change: t('book.change.services') });
  }
  if (choice.plate && choice.classId !== undefined) {
    const found = options.classes.find((c) => c.id === choice.classId);
    const klass = found ? say.catalogue('class', found) : '';
    rows.push({
      step: 'car',
      label: t('book.summary.car'),
      value: `${formatPlate(normalizePlate(choice.plate))} · ${klass}`,
      change: t('book.change.car'),
    });
  }
  if (choice.start) {
    const when = startText(choice.start, today, options.time_zone, i18n.language, t);
    rows.push({ step: 'time', label: t('book.summary.time'), value: when, change: t('book.change.time') });
  }
  const shown = rows.filter((r) => ORDER.indexOf(r.step) < current);
  if (!shown.length) return null;
  return (
    <section className="wd-customer-card wd-book-summary" aria-label={t('book.summary.title')}>
      <dl className="mb-0">
        {shown.map((row) => (
          <div key={row.step} className="wd-book-summary-row">
            <dt>{row.label}</dt>
            <dd>
              <span>{row.value}</span>
              <Link to={choiceHref(choice, { edit: row.step })} className="wd-book-change" aria-label={row.change}>
                {t('book.change.short')}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

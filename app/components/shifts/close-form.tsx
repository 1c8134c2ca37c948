import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '#contract/shifts';
import { BlockCard } from '~/components/block-card';
import { Field, SubmitButton } from '~/components/forms';
import { controlProps } from '~/utils/reply-fields';
import { useShiftForm } from './use-shift-form';

/**
 * The close: the cash counted. A count that differs from what the drawer should hold is said
 * back under the field with the gap, and «Закрыть с расхождением» then closes with that gap.
 * It posts to the page it is on: the shift page, or a shift's report, where the owner closes
 * a shift a cashier left open (both pages answer with the same action).
 */
export function CloseForm({ shift }: { shift: ShiftReport }) {
  const { t } = useTranslation();
  const { fetcher, busy, field, answered, key } = useShiftForm('close', shift.id);
  const counted = field('sum');
  const confirm = answered && !answered.ok ? answered.confirm : undefined;
  // Posted without scripts, the page comes back with the count typed, to confirm or correct.
  const typed = answered?.reply?.initialValue?.sum;
  return (
    <BlockCard as={fetcher.Form} method="post" titleId="wd-close-title" title={t('shift.closeTitle')} className="d-print-none">
      <p className="text-body-secondary">{t('shift.closeHint')}</p>
      <input type="hidden" name="intent" value="close" />
      <input type="hidden" name="shift" value={shift.id} />
      {/* One key per close: sent again after a lost answer, it answers the Z report, not «уже закрыта». */}
      <input type="hidden" name="key" value={key} />
      <Field
        label={t('shift.countedLabel')}
        errors={counted.errors}
        errorId={counted.errorId}
        inputProps={{
          ...controlProps(counted),
          inputMode: 'decimal',
          autoComplete: 'off',
          required: true,
          defaultValue: typeof typed === 'string' ? typed : '',
        }}
      />
      <div className="d-grid gap-2">
        <SubmitButton pending={busy}>{t('shift.close')}</SubmitButton>
        {confirm ? (
          <button type="submit" name="accept" value={confirm} className="btn btn-lg btn-outline-danger w-100" disabled={busy}>
            {t('shift.closeAnyway')}
          </button>
        ) : null}
      </div>
    </BlockCard>
  );
}

import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '~/components/forms';
import { PHONE_PLACEHOLDER, maskPhoneInput, phoneFromInput } from '~/utils/phone-mask';
import { replyFields } from '~/utils/reply-fields';
import { useIntentResult } from '~/utils/use-intent-result';
import type { Constraint } from './constraint';
import type { PhoneRule } from '#contract/orders';
import { useHydrated } from '~/utils/use-hydrated';
import { useWhyDisabled } from '~/components/why-disabled';
import { PhoneText } from '~/components/phone-text';

/**
 * The client's phone: a link to call on a phone, or a field to fix it while the order may
 * still change. The mask says at once whether a number is whole; the API's answer (a
 * refusal, a number it cannot take) is shown under the field. The rule the API holds the
 * change to (`phone_rule`: nothing more may become due on a paid order) is said before typing.
 */
export function PhoneField({
  phone,
  editable,
  rule,
  constraint,
}: {
  phone: string;
  editable: boolean;
  rule: PhoneRule | null;
  constraint: Constraint;
}) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher();
  const result = useIntentResult(fetcher.data, 'phone');
  const field = replyFields('task', fetcher.state === 'idle' ? result?.reply : undefined)('phone');
  const hydrated = useHydrated();
  const [value, setValue] = useState(maskPhoneInput(phone));
  const valid = value === '' || Boolean(phoneFromInput(value));
  const changed = (phoneFromInput(value) ?? '') !== phone;
  // Why «Сохранить» is off (an incomplete number is said under the field as well).
  const why = useWhyDisabled(!hydrated ? null : !valid ? t('task.whyOff.phoneFormat') : !changed ? t('task.whyOff.phone') : null);
  if (!editable) {
    return (
      <p className="mb-2">
        {t('task.phone')}:{' '}
        {phone ? (
          <a href={`tel:${phone}`} className="text-nowrap">
            <PhoneText phone={phone} />
          </a>
        ) : (
          '—'
        )}
      </p>
    );
  }
  const errors = valid ? field.errors : undefined;
  return (
    <fetcher.Form method="post" className="mb-3">
      <input type="hidden" name="intent" value="phone" />
      <label htmlFor={field.id} className="form-label">
        {t('task.phone')}
      </label>
      {rule ? (
        <div id={`${field.id}-rule`} className="form-text mt-0 mb-2">
          {t(`task.phoneRule.${rule}`)}
        </div>
      ) : null}
      {/* Field and button wrap on a phone rather than cut the number (a plain flex row, not an input group). */}
      <div className="d-flex flex-wrap gap-2">
        <input
          id={field.id}
          name={field.name}
          type="tel"
          maxLength={constraint.phone?.maxLength}
          aria-describedby={
            [rule ? `${field.id}-rule` : '', !valid ? `${field.id}-hint` : errors ? field.errorId : ''].filter(Boolean).join(' ') ||
            undefined
          }
          inputMode="tel"
          placeholder={PHONE_PLACEHOLDER}
          className={`form-control form-control-lg wd-phone-input ${valid && !errors?.length ? '' : 'is-invalid'}`}
          aria-invalid={!valid || Boolean(errors?.length) || undefined}
          value={value}
          onChange={(e) => setValue(maskPhoneInput(e.currentTarget.value))}
        />
        <button
          type="submit"
          className="btn btn-outline-primary btn-lg"
          disabled={hydrated && (!valid || !changed || fetcher.state !== 'idle')}
          aria-describedby={why.describedBy}
        >
          {t('task.save')}
        </button>
      </div>
      {why.note}
      {!valid ? (
        <div id={`${field.id}-hint`} className="invalid-feedback d-block">
          {t('wizard.phoneHint')}
        </div>
      ) : (
        <ErrorList id={field.errorId} errors={errors} />
      )}
    </fetcher.Form>
  );
}

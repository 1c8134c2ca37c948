import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '~/components/forms';
import { maskPhoneInput, PHONE_PLACEHOLDER } from '~/utils/phone-mask';
import { StepHeading } from './step-heading';

export interface ContactsResult {
  error?: string;
  invalid?: string[];
  values?: { name: string; phone: string };
}

/**
 * The name and phone, then «Получить код»: the API checks the whole choice once more and sends
 * a four-digit code by SMS; nothing is booked yet. A plain post (the form's action is the page
 * with its address, so the choice goes with it).
 */
export function ContactsStep({
  contact,
  result,
  limits,
  n,
  of,
}: {
  contact: { name: string; phone: string };
  result?: ContactsResult;
  /** The fields' lengths as the API takes them. */
  limits: { name?: number; phone?: number };
  n: number;
  of: number;
}) {
  const { t } = useTranslation();
  const typed = result?.values ?? contact;
  const nameWrong = result?.invalid?.includes('name');
  const phoneWrong = result?.invalid?.includes('phone');
  return (
    <section className="wd-customer-card" aria-labelledby="wd-book-step">
      <StepHeading id="wd-book-step" n={n} of={of}>
        {t('book.contacts.title')}
      </StepHeading>
      <Form method="post">
        <input type="hidden" name="intent" value="start" />
        <FormAlert errors={result?.error ? [result.error] : null} />
        <div className="mb-3">
          <label htmlFor="wd-book-name" className="form-label">
            {t('book.contacts.name')}
          </label>
          <input
            id="wd-book-name"
            name="name"
            className={`form-control form-control-lg ${nameWrong ? 'is-invalid' : ''}`}
            defaultValue={typed.name}
            required
            maxLength={limits.name}
            autoComplete="name"
            aria-invalid={nameWrong || undefined}
            aria-describedby={nameWrong ? 'wd-book-name-error' : undefined}
          />
          {nameWrong ? (
            <div id="wd-book-name-error" className="invalid-feedback d-block">
              {t('book.contacts.nameWrong')}
            </div>
          ) : null}
        </div>
        <div className="mb-3">
          <label htmlFor="wd-book-phone" className="form-label">
            {t('book.contacts.phone')}
          </label>
          <input
            id="wd-book-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={`form-control form-control-lg ${phoneWrong ? 'is-invalid' : ''}`}
            defaultValue={maskPhoneInput(typed.phone)}
            data-wd-phone-mask=""
            required
            maxLength={limits.phone}
            placeholder={PHONE_PLACEHOLDER}
            aria-invalid={phoneWrong || undefined}
            aria-describedby={phoneWrong ? 'wd-book-phone-error' : 'wd-book-phone-hint'}
          />
          {phoneWrong ? (
            <div id="wd-book-phone-error" className="invalid-feedback d-block">
              {t('book.contacts.phoneWrong')}
            </div>
          ) : null}
          <div id="wd-book-phone-hint" className="form-text">
            {t('book.contacts.phoneHint')}
          </div>
        </div>
        <SubmitButton pending={false}>{t('book.contacts.getCode')}</SubmitButton>
      </Form>
    </section>
  );
}

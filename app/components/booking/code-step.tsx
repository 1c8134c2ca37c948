import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, useErrorText } from '~/components/forms';
import { timeOf, unbroken } from './booking-format';
import { StepHeading } from './step-heading';

export interface CodeResult {
  error?: string;
  codeError?: string;
  invalid?: string[];
}

/**
 * «Код из СМС», then «Записаться»: the code books the time in the address. A wrong one says how
 * many tries are left; after the time was taken meanwhile the code given is filled in again,
 * since it confirms another time too. «Получить новый код» goes back to the name and phone.
 */
export function CodeStep({
  sentTo,
  until,
  keptCode,
  codeLength,
  timeZone,
  result,
  n,
  of,
}: {
  sentTo: string;
  until: string;
  keptCode: string;
  /** How many digits the code has (the API's `code_length`). */
  codeLength?: number;
  timeZone: string;
  result?: CodeResult;
  n: number;
  of: number;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const wrong = result?.codeError ?? (result?.invalid?.includes('code') ? t('book.code.format') : undefined);
  return (
    <section className="wd-customer-card" aria-labelledby="wd-book-step">
      <StepHeading id="wd-book-step" n={n} of={of}>
        {t('book.code.title')}
      </StepHeading>
      <p>
        {t('book.code.sent', { phone: unbroken(sentTo) })}
        {until && !Number.isNaN(Date.parse(until)) ? ` ${t('book.code.until', { time: timeOf(until, timeZone, i18n.language) })}` : ''}
      </p>
      {keptCode ? <p className="alert alert-info">{t('book.code.kept')}</p> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="confirm" />
        <FormAlert errors={result?.error ? [result.error] : null} />
        <div className="mb-3">
          <label htmlFor="wd-book-code" className="form-label">
            {t('book.code.label')}
          </label>
          <input
            id="wd-book-code"
            name="code"
            className={`form-control form-control-lg wd-book-code ${wrong ? 'is-invalid' : ''}`}
            defaultValue={keptCode}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={codeLength ? `\\d{${codeLength}}` : undefined}
            maxLength={codeLength}
            aria-invalid={wrong ? true : undefined}
            aria-describedby={wrong ? 'wd-book-code-error' : undefined}
          />
          {wrong ? (
            <div id="wd-book-code-error" className="invalid-feedback d-block" role="alert">
              {errorText(wrong)}
            </div>
          ) : null}
        </div>
        <SubmitButton pending={false}>{t('book.code.submit')}</SubmitButton>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="again" />
        <button type="submit" className="btn btn-link wd-link-touch px-0">
          {t('book.code.again')}
        </button>
      </Form>
    </section>
  );
}

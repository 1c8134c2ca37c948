import { useTranslation } from 'react-i18next';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { decodeError } from '~/utils/form-errors';

/** Translates an encoded form error; the API's own details pass through unchanged. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (message: string) => {
    const decoded = decodeError(message);
    return decoded ? t(decoded.key, decoded.params) : message;
  };
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {errors.map((e) => (
        <div key={e}>{text(e)}</div>
      ))}
    </div>
  );
}

interface FieldProps {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  errors?: string[] | null;
  errorId: string;
  /** Something drawn inside the field's row, e.g. the show/hide password button. */
  addon?: ReactNode;
}

/** A labelled input with its errors under it in red (docs/screens.md 'Sizes and formats'). */
export function Field({ label, inputProps, errors, errorId, addon }: FieldProps) {
  const invalid = Boolean(errors?.length);
  const input = (
    <input
      {...inputProps}
      className={`form-control form-control-lg ${invalid ? 'is-invalid' : ''} ${inputProps.className ?? ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    />
  );
  return (
    <LabelledControl id={inputProps.id} label={label}>
      {addon ? (
        <div className={`input-group input-group-lg ${invalid ? 'has-validation' : ''}`}>
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      <ErrorList id={errorId} errors={errors} />
    </LabelledControl>
  );
}

/** The form's own errors (the server's details) as the red alert of docs/screens.md. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <div id={id} className="alert alert-danger" role="alert">
      {errors.map((e) => (
        <div key={e}>{text(e)}</div>
      ))}
    </div>
  );
}

export function SubmitButton({ pending, children, className = '' }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn btn-primary btn-lg w-100 ${className}`} disabled={pending} aria-busy={pending}>
      {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A label over its control (an input, a select), with a hint or errors passed as children after it. */
export function LabelledControl({
  id,
  label,
  className = 'mb-3',
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A big submit button of a form with several (start or finish, keys taken or left): it
 * sends its `value` as `name`, spins while its own value is the one being sent, and is off
 * while any is.
 */
export function PendingButton({
  name,
  value,
  busy,
  className,
  children,
}: {
  name: string;
  value: string;
  busy: FormDataEntryValue | null | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name={name} value={value} className={`btn btn-lg ${className}`} disabled={Boolean(busy)}>
      {busy === value ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

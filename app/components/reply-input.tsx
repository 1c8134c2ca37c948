import type { InputHTMLAttributes } from 'react';
import { ErrorList, LabelledControl } from '~/components/forms';
import { controlProps, type ReplyField } from '~/utils/reply-fields';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A labelled text input of a form the server parses (app/utils/reply-fields.ts): a hint under
 * it, then its errors in red, both read out with the field.
 */
export function ReplyInput({
  field: f,
  label,
  hint,
  type = 'text',
  autoComplete = 'off',
  ...input
}: InputProps & { field: ReplyField; label: string; hint?: string }) {
  const hintId = hint ? `${f.id}-hint` : undefined;
  return (
    <LabelledControl id={f.id} label={label}>
      <input
        {...input}
        {...controlProps(f, hintId)}
        type={type}
        autoComplete={autoComplete}
        className={`form-control form-control-lg ${f.errors ? 'is-invalid' : ''}`}
      />
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      <ErrorList id={f.errorId} errors={f.errors} />
    </LabelledControl>
  );
}

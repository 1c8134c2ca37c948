import { useEffect, useState } from 'react';
import { encodeError } from '~/utils/form-errors';
import { formatNumber } from '~/utils/format';
import type { FieldLimits } from '~/utils/reply-fields';

/**
 * A line's quantity typed by hand. The field may be empty for a moment (a backspace before
 * the new number): that keeps the line as it is, and leaving the field empty puts the last
 * quantity back. Only the «−» button takes a line away. Its bounds are the contract's
 * (`limits`, read by the loader). A number past them, or not whole, keeps the line's quantity
 * and is said (`onRefused`, an encoded form error) rather than quietly changed to the bound:
 * a master who typed 100 must not believe 100 were taken.
 */
export function QuantityInput({
  quantity,
  limits,
  label,
  errorId,
  refused,
  onChange,
  onRefused,
}: {
  quantity: number;
  limits: FieldLimits | undefined;
  label: string;
  /** The id of the words that say why the typed number was refused. */
  errorId: string;
  refused: boolean;
  onChange: (quantity: number) => void;
  onRefused: (error: string | null) => void;
}) {
  const least = Number(limits?.min ?? 1);
  const most = Number(limits?.max ?? Infinity);
  const [text, setText] = useState(String(quantity));
  useEffect(() => {
    setText(String(quantity));
    onRefused(null);
    // A new quantity (typed, «+», «−») answers the refusal; the parent's callback is not a cause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quantity]);
  const refusalOf = (n: number) => {
    if (!Number.isInteger(n)) return encodeError('validation.wholeNumber');
    if (n < least) return encodeError('validation.atLeast', { min: formatNumber(least) });
    if (n > most) return encodeError('validation.atMost', { max: formatNumber(most) });
    return null;
  };
  return (
    <input
      className={`form-control form-control-lg text-center wd-qty ${refused ? 'is-invalid' : ''}`}
      type="number"
      inputMode="numeric"
      min={limits?.min}
      max={limits?.max}
      aria-label={label}
      aria-invalid={refused || undefined}
      aria-describedby={refused ? errorId : undefined}
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        if (typed === '') return onRefused(null);
        const n = Number(typed);
        const refusal = refusalOf(n);
        onRefused(refusal);
        if (!refusal) onChange(n);
      }}
      onBlur={() => setText(String(quantity))}
    />
  );
}

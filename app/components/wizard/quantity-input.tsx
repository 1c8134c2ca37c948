import { useEffect, useRef, useState } from 'react';
import { wholeNumberOfText } from '#contract/digits';
import { atLeastError, atMostError, encodeError } from '~/utils/form-errors';
import { numberBounds, type FieldLimits } from '~/utils/reply-fields';

/**
 * A line's quantity typed by hand. The field may be empty for a moment (a backspace before
 * the new number): that keeps the line as it is, and leaving the field empty puts the last
 * quantity back. Only the «−» button takes a line away. Its bounds are the contract's
 * (`limits`, read by the loader), and it is read as the server reads a form's whole number. A
 * number past them, or not whole, is said (`onRefused`, an encoded form error) rather than quietly
 * changed to the bound: a master who typed 100 must not believe 100 were taken. Typed key by key,
 * «100» passes through «10», which a line would take: a refusal puts the line back to the quantity
 * it had when the field was entered, so nothing of the refused number is kept. The refused text
 * stays in the field, red, until the next quantity.
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
  const { least, most } = numberBounds(limits);
  const [text, setText] = useState(String(quantity));
  // The line's quantity when the field was entered, to go back to on a refusal.
  const entered = useRef(quantity);
  // A quantity this field itself sent: its coming back leaves the text as typed.
  const sent = useRef<number | null>(null);
  const send = (n: number) => {
    if (n === quantity) return;
    sent.current = n;
    onChange(n);
  };
  // The quantity the text was last set from. Not on mount: the text starts from it, and a number
  // typed before the mount's passive effect ran would be undone by it.
  const shownFrom = useRef(quantity);
  useEffect(() => {
    if (shownFrom.current === quantity) return;
    shownFrom.current = quantity;
    if (sent.current === quantity) {
      sent.current = null;
      return;
    }
    // A quantity from elsewhere («+», «−», a repeated order) answers the refusal and is shown.
    setText(String(quantity));
    onRefused(null);
    // The parent's callback is not a cause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quantity]);
  // A field that goes (another tab or tyre size, the line taken away) takes its refusal with it:
  // nothing would be left on screen to say why the order waits.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => onRefused(null), []);
  const refusalOf = (n: number | undefined) => {
    if (n === undefined) return encodeError('validation.wholeNumber');
    if (n < least) return atLeastError(least);
    if (n > most) return atMostError(most);
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
        const n = wholeNumberOfText(typed);
        const refusal = refusalOf(n);
        onRefused(refusal);
        if (refusal) send(entered.current);
        else if (n !== undefined) send(n);
      }}
      onFocus={() => {
        entered.current = quantity;
      }}
      // Left empty, the field shows the line's quantity again; a refused number stays to be mended.
      onBlur={() => {
        if (!refused) setText(String(quantity));
      }}
    />
  );
}

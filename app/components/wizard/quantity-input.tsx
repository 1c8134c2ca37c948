import { useEffect, useState } from 'react';
import type { FieldLimits } from '~/utils/reply-fields';

/**
 * A line's quantity typed by hand. The field may be empty for a moment (a backspace before
 * the new number): that keeps the line as it is, and leaving the field empty puts the last
 * quantity back. Only the «−» button takes a line away. Its bounds are the contract's
 * (`limits`, read by the loader); more than the most is taken as the most.
 */
export function QuantityInput({
  quantity,
  limits,
  label,
  onChange,
}: {
  quantity: number;
  limits: FieldLimits | undefined;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const max = Number(limits?.max ?? Infinity);
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  return (
    <input
      className="form-control form-control-lg text-center wd-qty"
      type="number"
      inputMode="numeric"
      min={limits?.min}
      max={limits?.max}
      aria-label={label}
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        const n = Math.trunc(Number(typed));
        if (typed !== '' && n >= 1) onChange(Math.min(max, n));
      }}
      onBlur={() => setText(String(quantity))}
    />
  );
}

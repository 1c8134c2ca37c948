import { useEffect, useState } from 'react';

/**
 * A line's quantity typed by hand. The field may be empty for a moment (a backspace before
 * the new number): that keeps the line as it is, and leaving the field empty puts the last
 * quantity back. Only the «−» button takes a line away.
 */
export function QuantityInput({ quantity, max, label, onChange }: { quantity: number; max: number; label: string; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  return (
    <input
      className="form-control form-control-lg text-center wd-qty"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
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

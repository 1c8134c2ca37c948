import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Suggestion } from '~/routes/resources.suggest';

interface ComboboxProps {
  label: string;
  name: string;
  /** Text in the field. */
  value: string;
  onInput: (text: string) => void;
  onSelect: (item: Suggestion) => void;
  /** Query string for /resources/suggest, without `search`; null: nothing to suggest (only `extra`). */
  source: string | null;
  disabled?: boolean;
  invalid?: boolean;
  error?: ReactNode;
  placeholder?: string;
  /**
   * An extra last option, e.g. 'Добавить {value}'. With `unlessListed` it is left out while a
   * suggestion already reads as the typed text, so the catalogue's entry is the one picked.
   */
  extra?: { label: string; onPick: () => void; unlessListed?: boolean };
  inputMode?: 'text' | 'tel';
  autoFocus?: boolean;
  /** Rewrites what is typed (masks). */
  mask?: (text: string) => string;
  maxLength?: number;
  /**
   * The suggestions take their room in the page instead of lying over it: for a field with
   * the form's button right under it (the wizard's «Имя» above «Дальше»), which they would cover.
   */
  inline?: boolean;
}

/**
 * A text field with suggestions (WAI-ARIA combobox): arrows and Enter pick, Escape closes,
 * and the list hides 100 ms after the field loses focus (docs/screens.md section 9), so a tap on
 * an option still counts. Suggestions are fetched 200 ms after typing stops.
 */
export function Combobox(props: ComboboxProps) {
  const {
    label,
    name,
    value,
    onInput,
    onSelect,
    source,
    disabled,
    invalid,
    error,
    placeholder,
    extra,
    inputMode,
    autoFocus,
    mask,
    maxLength,
    inline,
  } = props;
  const id = useId();
  const fetcher = useFetcher<{ items: Suggestion[] }>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>();
  const load = fetcher.load;
  // The text the suggestions were last asked for: until they are in for what is typed now,
  // 'Добавить «…»' (unlessListed) is not offered, or a quick tap would add by hand a car the
  // catalogue has.
  const [asked, setAsked] = useState<string | null>(null);

  useEffect(() => {
    if (!open || disabled || source === null) return;
    const timer = setTimeout(() => {
      setAsked(`${source}|${value}`);
      load(`/resources/suggest?${source}&search=${encodeURIComponent(value)}`);
    }, 200);
    return () => clearTimeout(timer);
  }, [value, source, open, disabled, load]);

  const items = source === null ? [] : (fetcher.data?.items ?? []);
  const listed = items.some((item) => item.label.trim().toLowerCase() === value.trim().toLowerCase());
  const settled = source === null || (asked === `${source}|${value}` && fetcher.state === 'idle');
  const withExtra = extra && !(extra.unlessListed && (listed || !settled));
  const options = [
    ...items.map((item) => ({ label: item.label, pick: () => onSelect(item) })),
    ...(withExtra ? [{ label: extra.label, pick: extra.onPick }] : []),
  ];
  const show = open && options.length > 0 && !disabled;

  const pick = (index: number) => {
    options[index]?.pick();
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="mb-3 position-relative">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={`form-control form-control-lg ${invalid ? 'is-invalid' : ''}`}
        role="combobox"
        aria-expanded={show}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={show && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        inputMode={inputMode}
        autoFocus={autoFocus}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => {
          onInput(mask ? mask(e.currentTarget.value) : e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        // A tap opens the list; a focus alone (the field focused when the step opens) opens it
        // only over something typed, so the list never covers the step's other controls unasked.
        onPointerDown={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onFocus={(e) => {
          clearTimeout(hideTimer.current);
          if (e.currentTarget.value.trim()) setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), 100);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(options.length - 1, a + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(0, a - 1));
          } else if (e.key === 'Enter' && show && active >= 0) {
            e.preventDefault();
            pick(active);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {show ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className={`list-group w-100 wd-suggestions ${inline ? 'mt-1' : 'position-absolute shadow'}`}
        >
          {options.map((option, index) => (
            <li
              key={`${option.label}-${index}`}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action wd-suggestion ${index === active ? 'active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <div className="invalid-feedback d-block">{error}</div> : null}
    </div>
  );
}

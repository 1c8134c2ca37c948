import { useId } from 'react';

/**
 * Why a button is off, said under it and named as its description (docs/screens.md 'Sizes and
 * formats': a disabled button says why). `why` is null while the button may be pressed, or
 * while it is off only because its request runs (the spinner says that).
 */
export function useWhyDisabled(why: string | null | undefined) {
  const id = useId();
  return {
    /** For the button's aria-describedby. */
    describedBy: why ? id : undefined,
    note: why ? (
      <div id={id} className="form-text wd-why">
        {why}
      </div>
    ) : null,
  };
}

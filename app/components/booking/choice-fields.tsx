import type { BookingChoice } from './booking-choice';
import { choiceEntries } from './booking-choice';

/**
 * The parts of the choice a step's form carries on, as hidden fields: the booking page's
 * steps are plain GET forms, so the address after each holds the whole choice.
 */
export function ChoiceFields({ choice, except = [] }: { choice: BookingChoice; except?: string[] }) {
  return (
    <>
      {choiceEntries(choice)
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

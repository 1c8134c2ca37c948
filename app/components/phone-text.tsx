import { formatPhone } from '~/utils/format';

/**
 * A phone number as text, shown `+7 (916) 123-45-67` and always read left to right: in the
 * right-to-left layout of the customizer the digits' groups would otherwise come out in
 * reverse order («45-67 (916) 7+»), since a phone has no letter to set its direction. The
 * `dir` attribute isolates it from the words around it as well; it never breaks across lines.
 */
export function PhoneText({ phone }: { phone: string }) {
  return (
    <span dir="ltr" className="text-nowrap">
      {formatPhone(phone)}
    </span>
  );
}

import { ErrorList, LabelledControl } from '~/components/forms';
import { controlProps, numberLimits, type FieldLimits, type ReplyField } from '~/utils/reply-fields';

/**
 * A whole number read as part of a sentence («Запись открыта [на] 14 [дн. вперёд]»): its label
 * over it, the words around it, the saved value said in full under it, then its errors.
 */
export function NumberSentence({
  field,
  label,
  before,
  after,
  hint,
  defaultValue,
  limits,
}: {
  field: ReplyField;
  label: string;
  before: string;
  after: string;
  hint: string;
  defaultValue: string;
  limits: FieldLimits | undefined;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <LabelledControl id={field.id} label={label}>
      {/* Plain words around the field: on a phone the sentence wraps as text does. */}
      <div className="d-flex flex-wrap align-items-center column-gap-2 fs-5">
        <span>{before}</span>
        <input
          {...controlProps(field, hintId)}
          {...numberLimits(limits)}
          type="number"
          inputMode="numeric"
          defaultValue={defaultValue}
          // A few digits wide, between its words, rather than stretched across the card.
          style={{ width: '6rem' }}
          className={`form-control form-control-lg ${field.errors ? 'is-invalid' : ''}`}
        />
        <span>{after}</span>
      </div>
      <div id={hintId} className="form-text">
        {hint}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </LabelledControl>
  );
}

import { ErrorList } from '~/components/forms';
import { controlProps, type ReplyField } from '~/utils/reply-fields';

/**
 * A whole-number cell of a back-office row (a percent, shares, an order in the list): its
 * input, tied to the row's form and named for a screen reader, and the errors under it.
 */
export function NumberCell({ field, formId, min, max, defaultValue, label }: { field: ReplyField; formId: string; min: number; max: number; defaultValue: number; label: string }) {
  return (
    <td>
      <input
        {...controlProps(field)}
        form={formId}
        type="number"
        min={min}
        max={max}
        defaultValue={defaultValue}
        aria-label={label}
        className={`form-control wd-sort-input ${field.errors ? 'is-invalid' : ''}`}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </td>
  );
}

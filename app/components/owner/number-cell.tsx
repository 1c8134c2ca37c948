import { ErrorList } from '~/components/forms';
import { controlProps, numberLimits, type FieldLimits, type ReplyField } from '~/utils/reply-fields';

/**
 * A whole-number cell of a back-office row (a percent, shares, an order in the list): its
 * input, tied to the row's form and named for a screen reader, its bounds from the contract
 * (`limits`, read by the loader), and the errors under it.
 */
export function NumberCell({
  field,
  formId,
  limits,
  defaultValue,
  label,
}: {
  field: ReplyField;
  formId: string;
  limits: FieldLimits | undefined;
  defaultValue: number | string | undefined;
  label: string;
}) {
  return (
    <td>
      <input
        {...controlProps(field)}
        {...numberLimits(limits)}
        form={formId}
        type="number"
        defaultValue={defaultValue}
        aria-label={label}
        className={`form-control wd-sort-input ${field.errors ? 'is-invalid' : ''}`}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </td>
  );
}

import type { SubmissionResult } from '@conform-to/react';

export interface ReplyField {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
}

/**
 * A form's fields as the server's conform reply describes them: each field's id, its error
 * id and its errors (the schema's or the API's). The server parses every form
 * (app/utils/intent-form.server.ts); the browser only reads the reply, so these screens
 * load neither zod nor conform's client (docs/decisions/018: the JavaScript budget).
 */
export function replyFields(formId: string, reply: SubmissionResult<string[]> | undefined): (name: string) => ReplyField {
  return (name) => {
    const errors = reply?.error?.[name] ?? undefined;
    return { id: `${formId}-${name}`, name, errorId: `${formId}-${name}-error`, errors: errors?.length ? errors : undefined };
  };
}

/** The attributes that tie a control to its field: its name and id, and its errors for a screen reader. */
export function controlProps(field: ReplyField, describedBy?: string) {
  const described = [field.errors ? field.errorId : undefined, describedBy].filter(Boolean).join(' ');
  return { id: field.id, name: field.name, 'aria-invalid': field.errors ? true : undefined, 'aria-describedby': described || undefined };
}

/**
 * The HTML limits of one field, as its loader read them from the contract's schema
 * (app/utils/form-constraints.server.ts `constraintOf`): the page writes no limit of its own.
 */
export interface FieldLimits {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
}

/** A form's limits by field name. */
export type FormLimits = Record<string, FieldLimits | undefined>;

/**
 * The attributes a text control (an input or a textarea) takes from its field's limits. A
 * schema's pattern is left out: a JavaScript expression is not always a valid HTML one, and
 * the server says what is wrong.
 */
export function textLimits(limits: FieldLimits | undefined) {
  return { required: limits?.required, minLength: limits?.minLength, maxLength: limits?.maxLength };
}

/** The attributes a number input takes from its field's limits. */
export function numberLimits(limits: FieldLimits | undefined) {
  return { required: limits?.required, min: limits?.min, max: limits?.max };
}

/** A number field's least and most as numbers, to compare with: none is no bound. */
export function numberBounds(limits: FieldLimits | undefined): { least: number; most: number } {
  return { least: Number(limits?.min ?? -Infinity), most: Number(limits?.max ?? Infinity) };
}

/** A brand or model in step 2: picked from the catalogue (`id`), or written by hand (`written`). */
export interface CarField {
  id: number | null;
  text: string;
  written: boolean;
}

export const isNamed = (field: CarField) => field.id !== null || (field.written && field.text.trim() !== '');

/**
 * Why «Дальше» cannot be pressed yet, as the locale key of the sentence shown beside it
 * (docs/screens.md section 5: the disabled button always says why); null when it can.
 * The first thing missing, top to bottom, as the form reads.
 */
export function nextBlocker(form: {
  brand: CarField;
  model: CarField;
  classId: number | null;
  phoneValid: boolean;
}): { key: string } | null {
  if (!isNamed(form.brand)) return form.brand.text.trim() ? { key: 'wizard.why.brandPick' } : { key: 'wizard.why.brand' };
  if (!isNamed(form.model)) return form.model.text.trim() ? { key: 'wizard.why.modelPick' } : { key: 'wizard.why.model' };
  if (form.classId === null) return { key: 'wizard.why.class' };
  if (!form.phoneValid) return { key: 'wizard.why.phone' };
  return null;
}

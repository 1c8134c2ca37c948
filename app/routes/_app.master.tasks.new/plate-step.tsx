import type { SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStandardPlate, isValidNonStandardPlate, maskPlate } from '#contract/plates';
import { Combobox } from '~/components/combobox';
import { useErrorText } from '~/components/forms';
import { replyFields } from '~/utils/reply-fields';
import { useHydrated } from '~/utils/use-hydrated';
import { useWhyDisabled } from '~/components/why-disabled';

/** Step 1: the plate, typed on either keyboard, with the known plates suggested. */
export function PlateStep({
  initialPlate,
  initialNonStandard,
  error,
  reply,
}: {
  initialPlate: string;
  initialNonStandard: boolean;
  error?: string;
  reply?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [plate, setPlate] = useState(initialPlate);
  const [nonStandard, setNonStandard] = useState(initialNonStandard);
  const [touched, setTouched] = useState(Boolean(initialPlate));
  const pending = useNavigation().state === 'submitting';
  const hydrated = useHydrated();
  const valid = nonStandard ? isValidNonStandardPlate(plate) : isStandardPlate(plate);
  // What the server said of the plate (its schema, or the API's refusal), under the field.
  const errorText = useErrorText();
  const serverError = replyFields('wizard', reply)('plate').errors?.[0];
  const hint = touched && !valid && plate.length > 0 ? t(nonStandard ? 'wizard.plateNonStandardHint' : 'wizard.plateHint') : undefined;
  const formatHint = t(nonStandard ? 'wizard.plateNonStandardHint' : 'wizard.plateHint');
  const why = useWhyDisabled(hydrated && !valid ? (plate.trim() ? formatHint : t('wizard.whyOff.plate')) : null);

  return (
    <Form method="post" className="wd-step" onBlur={() => setTouched(true)}>
      <input type="hidden" name="intent" value="plate" />
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <Combobox
        label={t('wizard.plate')}
        name="plate"
        value={plate}
        onInput={setPlate}
        onSelect={(item) => setPlate(item.label)}
        mask={(text) => maskPlate(text, nonStandard)}
        source="kind=plates"
        invalid={Boolean(hint ?? serverError)}
        error={hint ?? (serverError ? errorText(serverError) : undefined)}
        placeholder={nonStandard ? '' : 'А123ВС77'}
        autoFocus
      />
      <div className="form-check wd-check mb-4">
        <input
          className="form-check-input"
          type="checkbox"
          id="wd-non-standard"
          name="non_standard"
          checked={nonStandard}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setNonStandard(on);
            setPlate((p) => maskPlate(p, on));
          }}
        />
        <label className="form-check-label" htmlFor="wd-non-standard">
          {t('wizard.nonStandard')}
        </label>
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 wd-primary-action"
        disabled={hydrated && (!valid || pending)}
        aria-describedby={why.describedBy}
      >
        {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('wizard.accept')}
      </button>
      {why.note}
    </Form>
  );
}

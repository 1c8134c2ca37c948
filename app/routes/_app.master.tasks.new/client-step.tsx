import { ErrorList, LabelledControl } from '~/components/forms';
import { replyFields } from '~/utils/reply-fields';
import type { SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { useMemo } from 'react';
import { isBoolean, isExactly, isId, isNullOr, isShape, isText } from '~/utils/stored-shape';
import { useTranslation } from 'react-i18next';
import { PHONE_PLACEHOLDER, maskPhoneInput, phoneFromInput } from '~/utils/phone-mask';
import { useSessionDraft } from '~/utils/use-session-draft';
import { formatPlate } from '~/utils/format';
import { Combobox } from '~/components/combobox';
import { ClientBrief, type ClientBriefData } from '~/components/clients/client-brief';
import { useApiTexts } from '~/components/orders/api-texts';
import { isNamed, nextBlocker, type CarField } from '~/components/wizard/next-blocker';

export interface ClientPrefill {
  /** A null id: written by hand, outside the catalogue (docs/decisions/016-cars-outside-the-catalogue.md). */
  brand: { id: number | null; name: string } | null;
  model: { id: number | null; name: string } | null;
  classId: number | null;
  clientId: number | null;
  phone: string;
  name: string;
  company: string | null;
  loyalty: number;
  isNew: boolean;
}

interface ClientStepProps {
  classes: Array<{ id: number; name: string; code: string | null }>;
  /** The HTML limits of the fields, read from the contract by the loader. */
  limits: Record<string, { maxLength?: number }>;
  plate: string;
  nonStandard: boolean;
  orderId: number | null;
  prefill: ClientPrefill;
  /** The client the plate is known by: name, visits and notes, shown before anything is typed. */
  client?: ClientBriefData | null;
  error?: string;
  /** conform's reply to the last post: the fields' errors from the server. */
  reply?: SubmissionResult<string[]>;
  /** The booking the car came for: the new order becomes its arrival. */
  bookingId?: number | null;
}

const fieldOf = (prefilled: { id: number | null; name: string } | null): CarField => ({
  id: prefilled?.id ?? null,
  text: prefilled?.name ?? '',
  written: Boolean(prefilled && prefilled.id === null),
});
const blank: CarField = { id: null, text: '', written: false };

const isCarField = isShape({ id: isNullOr(isId), text: isText(100), written: isBoolean });
/** A stored step 2 draft; one taken from another starting point (`base`, the server's prefill) is dropped. */
const isDraftFrom = (base: string) =>
  isShape({
    base: isExactly(base),
    brand: isCarField,
    model: isCarField,
    classId: isNullOr(isId),
    classLocked: isBoolean,
    phone: isText(30),
    name: isText(100),
  });
type ClientDraft = {
  base: string;
  brand: CarField;
  model: CarField;
  classId: number | null;
  classLocked: boolean;
  phone: string;
  name: string;
};

/**
 * Step 2: brand, model, class, phone, name (docs/screens.md sections 2 and 5). Choosing a brand
 * clears model and class; a model with a class fills and locks it; a company client shows
 * the contract line instead of the name. A brand or model missing from the catalogue is
 * added as written («Добавить «…»»), and then the class is chosen by hand. «Дальше» says
 * beside it why it cannot be pressed yet.
 */
export function ClientStep({ classes, limits, plate, nonStandard, orderId, prefill, client, error, reply, bookingId }: ClientStepProps) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const pending = useNavigation().state === 'submitting';
  const replied = replyFields('wizard', reply);
  const fields = { phone: replied('phone'), name: replied('name') };
  const fixedCar = orderId !== null;
  // What is typed here survives a reload or a sign-in after an expired session (this tab
  // only), as long as the server still offers the same car and client to start from.
  const initial = useMemo(
    () => ({
      base: JSON.stringify(prefill),
      brand: fieldOf(prefill.brand),
      model: fieldOf(prefill.model),
      classId: prefill.classId,
      classLocked: Boolean(prefill.classId),
      phone: maskPhoneInput(prefill.phone),
      name: prefill.name,
    }),
    [prefill],
  );
  const isDraft = useMemo(() => isDraftFrom(initial.base), [initial.base]);
  const [draft, setDraft] = useSessionDraft<ClientDraft>(`wizard-client:${plate}:${orderId ?? 'new'}`, initial, isDraft);
  const { brand, model, classId, classLocked, phone, name } = draft;
  const field =
    <K extends keyof ClientDraft>(key: K) =>
    (value: ClientDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const setModel = field('model');
  const setClassId = field('classId');
  const setClassLocked = field('classLocked');
  const setPhone = field('phone');
  const setName = field('name');

  const phoneValid = phone === '' || Boolean(phoneFromInput(phone));
  const blocker = nextBlocker({ brand, model, classId, phoneValid });
  // The class is chosen by hand for a car outside the catalogue, unless a known car brought it.
  const classByHand = (model.written || brand.written) && !fixedCar && !classLocked;
  const changeBrand = (next: CarField) => setDraft((d) => ({ ...d, brand: next, model: blank, classId: null, classLocked: false }));
  const pickOrAdd = (field: CarField) => (field.text.length > 0 && !isNamed(field) ? t('wizard.pickOrAdd') : undefined);
  const addWritten = (field: CarField, set: (next: CarField) => void) =>
    field.text.trim() && field.id === null && !field.written
      ? {
          label: t('wizard.addWritten', { value: field.text.trim() }),
          onPick: () => set({ id: null, text: field.text.trim(), written: true }),
          unlessListed: true,
        }
      : undefined;

  return (
    <Form method="post" className="wd-step">
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="plate" value={plate} />
      {nonStandard ? <input type="hidden" name="non_standard" value="1" /> : null}
      {orderId ? <input type="hidden" name="order_id" value={orderId} /> : null}
      {bookingId ? <input type="hidden" name="booking_id" value={bookingId} /> : null}
      {model.id !== null ? <input type="hidden" name="model_id" value={model.id} /> : null}
      {model.id === null && brand.id !== null ? <input type="hidden" name="brand_id" value={brand.id} /> : null}
      {brand.written ? <input type="hidden" name="brand_name" value={brand.text} /> : null}
      {model.written ? <input type="hidden" name="model_name" value={model.text} /> : null}
      <input type="hidden" name="class_id" value={classId ?? ''} />
      {prefill.clientId ? <input type="hidden" name="client_id" value={prefill.clientId} /> : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <p className="fs-4 fw-bold mb-1">{formatPlate(plate)}</p>
      <p className="text-body-secondary">{prefill.isNew ? t('wizard.newCar') : t('wizard.knownCar')}</p>
      {client ? <ClientBrief client={client} className="mb-3" /> : null}
      {prefill.loyalty > 0 ? (
        <span className="badge text-bg-danger fs-6 mb-3">{t('wizard.discountBadge', { n: prefill.loyalty })}</span>
      ) : null}

      <div className="row g-3">
        <div className="col-12 col-md-6">
          <Combobox
            label={t('wizard.brand')}
            name="brand"
            value={brand.text}
            disabled={fixedCar}
            maxLength={limits.brand_name?.maxLength}
            onInput={(text) => changeBrand({ id: null, text, written: false })}
            onSelect={(item) => changeBrand({ id: Number(item.id), text: item.label, written: false })}
            source="kind=brands"
            extra={addWritten(brand, changeBrand)}
            invalid={Boolean(pickOrAdd(brand))}
            error={pickOrAdd(brand)}
          />
        </div>
        <div className="col-12 col-md-6">
          <Combobox
            label={t('wizard.model')}
            name="model"
            value={model.text}
            disabled={fixedCar || !isNamed(brand)}
            maxLength={limits.model_name?.maxLength}
            onInput={(text) => setModel({ id: null, text, written: false })}
            onSelect={(item) => {
              setModel({ id: Number(item.id), text: item.label, written: false });
              if (item.classId) {
                setClassId(item.classId);
                setClassLocked(true);
              } else setClassLocked(false);
            }}
            // A brand written by hand has no models to suggest: the model is written too.
            source={brand.id !== null ? `kind=models&brand=${brand.id}` : null}
            extra={addWritten(model, (next) => {
              setModel(next);
              setClassLocked(false);
            })}
            invalid={Boolean(pickOrAdd(model))}
            error={pickOrAdd(model)}
          />
        </div>
      </div>
      <LabelledControl id="wd-class" label={t('wizard.class')}>
        <select
          id="wd-class"
          className="form-select form-select-lg"
          value={classId ?? ''}
          disabled={fixedCar || classLocked}
          aria-describedby={classByHand ? 'wd-class-hint' : undefined}
          onChange={(e) => setClassId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          <option value="">{t('wizard.chooseClass')}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {say.catalogue('class', c)}
            </option>
          ))}
        </select>
        {classByHand ? (
          <div id="wd-class-hint" className="form-text">
            {t('wizard.classByHand')}
          </div>
        ) : null}
      </LabelledControl>
      <LabelledControl id="wd-phone" label={t('wizard.phone')}>
        <input
          id="wd-phone"
          aria-describedby={fields.phone.errors ? fields.phone.errorId : undefined}
          name="phone"
          type="tel"
          inputMode="tel"
          className={`form-control form-control-lg ${phoneValid && !fields.phone.errors ? '' : 'is-invalid'}`}
          placeholder={PHONE_PLACEHOLDER}
          // Room for a pasted number in any spacing (as many characters as the API takes); the mask
          // shortens it to the 18 of +7 (916) 123-45-67.
          maxLength={limits.phone?.maxLength}
          value={phone}
          onChange={(e) => setPhone(maskPhoneInput(e.currentTarget.value))}
        />
        {!phoneValid ? (
          <div className="invalid-feedback">{t('wizard.phoneHint')}</div>
        ) : (
          <ErrorList id={fields.phone.errorId} errors={fields.phone.errors} />
        )}
      </LabelledControl>
      {prefill.company ? (
        <p className="alert alert-primary">{t('wizard.contract', { company: prefill.company })}</p>
      ) : (
        <Combobox
          label={t('wizard.name')}
          name="name"
          value={name}
          disabled={fixedCar}
          onInput={setName}
          onSelect={(item) => setName(item.label)}
          source="kind=names"
          inline
          invalid={Boolean(fields.name.errors)}
          error={fields.name.errors ? <ErrorList errors={fields.name.errors} /> : undefined}
          extra={
            name.trim()
              ? { label: t('wizard.addWritten', { value: name.trim() }), onPick: () => setName(name.trim()), unlessListed: true }
              : undefined
          }
        />
      )}
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 wd-primary-action"
        disabled={blocker !== null || pending}
        aria-describedby={blocker ? 'wd-next-why' : undefined}
      >
        {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('wizard.next')}
      </button>
      <p id="wd-next-why" className="form-text text-center mt-2 mb-0 wd-next-why" aria-live="polite">
        {blocker ? t(blocker.key) : null}
      </p>
    </Form>
  );
}

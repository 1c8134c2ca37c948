import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_EXAMPLE, maskPhoneInput, phoneFromInput } from '~/utils/phone-mask';
import { Combobox } from '../combobox';
import { useApiTexts } from '../orders/api-texts';

export interface ClientPrefill {
  brand: { id: number; name: string } | null;
  model: { id: number; name: string; classId: number } | null;
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
  plate: string;
  nonStandard: boolean;
  orderId: number | null;
  prefill: ClientPrefill;
  error?: string;
}

/**
 * Step 2: brand, model, class, phone, name (docs/screens.md sections 2 and 5). Choosing a brand
 * clears model and class; a model with a class fills and locks it; a company client shows
 * the contract line instead of the name.
 */
export function ClientStep({ classes, plate, nonStandard, orderId, prefill, error }: ClientStepProps) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const pending = useNavigation().state === 'submitting';
  const fixedCar = orderId !== null;
  const [brand, setBrand] = useState<{ id: number | null; text: string }>({ id: prefill.brand?.id ?? null, text: prefill.brand?.name ?? '' });
  const [model, setModel] = useState<{ id: number | null; text: string }>({ id: prefill.model?.id ?? null, text: prefill.model?.name ?? '' });
  const [classId, setClassId] = useState<number | null>(prefill.classId);
  const [classLocked, setClassLocked] = useState(Boolean(prefill.classId));
  const [phone, setPhone] = useState(maskPhoneInput(prefill.phone));
  const [name, setName] = useState(prefill.name);

  const phoneValid = phone === '' || Boolean(phoneFromInput(phone));
  const ready = Boolean(brand.id && model.id && classId && phoneValid);

  return (
    <Form method="post" className="wd-step">
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="plate" value={plate} />
      {nonStandard ? <input type="hidden" name="non_standard" value="1" /> : null}
      {orderId ? <input type="hidden" name="order_id" value={orderId} /> : null}
      <input type="hidden" name="model_id" value={model.id ?? ''} />
      <input type="hidden" name="class_id" value={classId ?? ''} />
      {prefill.clientId ? <input type="hidden" name="client_id" value={prefill.clientId} /> : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <p className="fs-4 fw-bold mb-1">{plate}</p>
      <p className="text-body-secondary">{prefill.isNew ? t('wizard.newCar') : t('wizard.knownCar')}</p>
      {prefill.loyalty > 0 ? <span className="badge text-bg-danger fs-6 mb-3">{t('wizard.discountBadge', { n: prefill.loyalty })}</span> : null}

      <div className="row g-3">
        <div className="col-12 col-md-6">
          <Combobox
            label={t('wizard.brand')}
            name="brand"
            value={brand.text}
            disabled={fixedCar}
            onInput={(text) => {
              setBrand({ id: null, text });
              setModel({ id: null, text: '' });
              setClassId(null);
              setClassLocked(false);
            }}
            onSelect={(item) => {
              setBrand({ id: Number(item.id), text: item.label });
              setModel({ id: null, text: '' });
              setClassId(null);
              setClassLocked(false);
            }}
            source="kind=brands"
            invalid={brand.text.length > 0 && !brand.id}
            error={brand.text.length > 0 && !brand.id ? t('wizard.pickFromList') : undefined}
          />
        </div>
        <div className="col-12 col-md-6">
          <Combobox
            label={t('wizard.model')}
            name="model"
            value={model.text}
            disabled={fixedCar || !brand.id}
            onInput={(text) => setModel({ id: null, text })}
            onSelect={(item) => {
              setModel({ id: Number(item.id), text: item.label });
              if (item.classId) {
                setClassId(item.classId);
                setClassLocked(true);
              } else setClassLocked(false);
            }}
            source={`kind=models&brand=${brand.id ?? ''}`}
            invalid={model.text.length > 0 && !model.id}
            error={model.text.length > 0 && !model.id ? t('wizard.pickFromList') : undefined}
          />
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor="wd-class" className="form-label">
          {t('wizard.class')}
        </label>
        <select
          id="wd-class"
          className="form-select form-select-lg"
          value={classId ?? ''}
          disabled={fixedCar || classLocked}
          onChange={(e) => setClassId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          <option value="">{t('wizard.chooseClass')}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {say.catalogue('class', c)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor="wd-phone" className="form-label">
          {t('wizard.phone')}
        </label>
        <input
          id="wd-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          className={`form-control form-control-lg ${phoneValid ? '' : 'is-invalid'}`}
          placeholder={PHONE_EXAMPLE}
          // Room for a pasted number in any spacing (the API takes 30 characters); the mask
          // shortens it to the 18 of +7 (916) 123-45-67.
          maxLength={30}
          value={phone}
          onChange={(e) => setPhone(maskPhoneInput(e.currentTarget.value))}
        />
        {!phoneValid ? <div className="invalid-feedback">{t('wizard.phoneHint')}</div> : null}
      </div>
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
          extra={name.trim() ? { label: t('wizard.addName', { value: name.trim() }), onPick: () => setName(name.trim()) } : undefined}
        />
      )}
      <button type="submit" className="btn btn-primary btn-lg w-100 wd-primary-action" disabled={!ready || pending}>
        {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('wizard.next')}
      </button>
    </Form>
  );
}

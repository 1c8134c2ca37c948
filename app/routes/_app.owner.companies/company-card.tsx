import { useTranslation } from 'react-i18next';
import type { OwnerCompany } from '#contract/owner-staff';
import { ErrorList, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { formatPhone } from '~/utils/format';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';
import { PhoneText } from '~/components/phone-text';

/**
 * A contract company: its name, contract text and whether it pays by contract; or, without
 * one, the form that adds one. `limits` are the contract's (companies.server.ts).
 */
export function CompanyForm({ company, limits }: { company?: OwnerCompany; limits: FormLimits }) {
  const { t } = useTranslation();
  const formId = `company-${company?.id ?? 'new'}`;
  const { fetcher, field, busy, savedKey, shown, checked } = useOwnerForm(formId, formId);
  const name = field('name');
  const text = field('contract_text');
  const key = company ? 'form' : savedKey;
  return (
    <fetcher.Form method="post" key={key}>
      <input type="hidden" name="intent" value={formId} />
      {company ? <input type="hidden" name="id" value={company.id} /> : null}
      <LabelledControl id={name.id} label={t('owner.companies.name')}>
        <input
          {...controlProps(name)}
          defaultValue={shown('name', company?.name ?? '')}
          {...textLimits(limits.name)}
          className={`form-control form-control-lg ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
      </LabelledControl>
      <LabelledControl id={text.id} label={t('owner.companies.contract')}>
        <textarea
          {...controlProps(text)}
          defaultValue={shown('contract_text', company?.contract_text ?? '')}
          {...textLimits(limits.contract_text)}
          rows={2}
          className={`form-control ${text.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={text.errorId} errors={text.errors} />
      </LabelledControl>
      <label className="form-check wd-check mb-2">
        <input
          type="checkbox"
          name="pays_by_contract"
          defaultChecked={checked('pays_by_contract', company?.pays_by_contract ?? true)}
          className="form-check-input"
        />
        <span className="form-check-label">{t('owner.companies.paysByContract')}</span>
      </label>
      <button
        type="submit"
        className={`btn btn-lg ${company ? 'btn-primary' : 'btn-success'}`}
        disabled={busy}
        aria-label={company ? t('owner.saveRow', { name: company.name }) : undefined}
      >
        {company ? t('owner.save') : t('owner.companies.add')}
      </button>
    </fetcher.Form>
  );
}

/** The company's clients by phone, each with «Открепить», and a phone to attach one more (its `limits` the contract's). */
export function CompanyClients({ company, limits }: { company: OwnerCompany; limits: FormLimits }) {
  const { t } = useTranslation();
  const formId = `client-${company.id}`;
  const clients = useOwnerForm(formId, formId);
  const { fetcher, field, busy } = clients;
  const phone = field('phone');
  return (
    <div className="mt-3">
      <h3 className="h6">{t('owner.companies.clients', { count: company.clients.length })}</h3>
      {company.clients.length ? (
        <ul className="list-unstyled mb-2">
          {company.clients.map((c) => (
            <li key={c.id} className="d-flex align-items-center gap-2 mb-1">
              <span>
                {c.phone ? <PhoneText phone={c.phone} /> : '—'}
                {c.name ? ` · ${c.name}` : ''}
              </span>
              {c.phone ? (
                <fetcher.Form method="post" className="ms-auto">
                  <input type="hidden" name="intent" value={formId} />
                  <input type="hidden" name="company_id" value={company.id} />
                  <input type="hidden" name="phone" value={c.phone} />
                  <input type="hidden" name="attach" value="0" />
                  <button
                    type="submit"
                    className="btn btn-outline-danger btn-sm"
                    disabled={busy}
                    aria-label={t('owner.companies.detachOf', { phone: formatPhone(c.phone) })}
                  >
                    {t('owner.companies.detach')}
                  </button>
                </fetcher.Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" key={clients.savedKey} className="d-flex flex-wrap align-items-start gap-2">
        <input type="hidden" name="intent" value={formId} />
        <input type="hidden" name="company_id" value={company.id} />
        <input type="hidden" name="attach" value="1" />
        <div className="flex-grow-1">
          <input
            {...controlProps(phone)}
            type="tel"
            inputMode="tel"
            {...textLimits(limits.phone)}
            aria-label={t('owner.companies.phoneOf', { company: company.name })}
            placeholder="+7 (___) ___-__-__"
            className={`form-control ${phone.errors ? 'is-invalid' : ''}`}
          />
          <ErrorList id={phone.errorId} errors={phone.errors} />
        </div>
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {t('owner.companies.attach')}
        </button>
      </fetcher.Form>
    </div>
  );
}

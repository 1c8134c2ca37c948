import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PriceList } from '#contract/owner-prices';
import { ErrorList } from '~/components/forms';
import { NumberCell } from '~/components/owner/number-cell';
import { useUnsavedRow } from '~/components/owner/unsaved-rows';
import { RowForm, useOwnerForm } from '~/components/owner/use-owner-form';
import { moneyInputText } from '~/utils/money-input';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

/** A price as the screens write money («1 250,50»), or an empty cell. */
const moneyText = (roubles: number | undefined) => (roubles === undefined ? '' : moneyInputText(roubles));

type Service = PriceList['services'][number];
type VehicleClass = PriceList['classes'][number];

/**
 * One service of the price list as a table row: its name, a wash service's price per class,
 * its place in the lists, whether it is offered, and «Сохранить». The row's controls belong
 * to its form by the `form` attribute (a form cannot wrap a table row). `limits` are the
 * contract's (prices.server.ts).
 */
export function ServiceRow({
  service,
  classes,
  classLabel,
  limits,
}: {
  service: Service;
  classes: VehicleClass[];
  classLabel: (c: VehicleClass) => string;
  limits: FormLimits;
}) {
  const { t } = useTranslation();
  const formId = `service-${service.id}`;
  const { fetcher, field, busy, savedKey, shown, checked } = useOwnerForm(formId, formId);
  const name = field('name');
  const sort = field('sort');
  const wash = service.kind === 'wash';
  const { dirty, container, touched } = useUnsavedRow(formId, service.name, service, () => {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) fetcher.submit(form);
  });
  return (
    <tr
      ref={(el) => {
        container.current = el;
      }}
      onInput={touched}
      onChange={touched}
      className={[service.is_active ? '' : 'wd-row-off', dirty ? 'wd-row-unsaved' : ''].join(' ').trim() || undefined}
    >
      <td>
        <RowForm fetcher={fetcher} formId={formId} id={service.id}>
          <input type="hidden" name="kind" value={service.kind} />
          {wash ? <input type="hidden" name="class_ids" value={classes.map((c) => c.id).join(',')} /> : null}
        </RowForm>
        {/* A long name wraps rather than being cut (owner.css '.wd-name-input'); Enter saves, as in a field. */}
        <textarea
          {...controlProps(name)}
          form={formId}
          defaultValue={shown('name', service.name)}
          {...textLimits(limits.name)}
          rows={service.name.length > 20 ? 2 : 1}
          aria-label={t('owner.prices.serviceName')}
          className={`form-control wd-name-input ${name.errors ? 'is-invalid' : ''}`}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
        {dirty ? <span className="badge text-bg-warning mt-1">{t('owner.unsaved.row')}</span> : null}
      </td>
      {wash
        ? classes.map((c) => {
            const price = field(`price_${c.id}`);
            return (
              <td key={c.id}>
                <input
                  {...controlProps(price)}
                  form={formId}
                  inputMode="decimal"
                  defaultValue={shown(`price_${c.id}`, moneyText(service.prices[String(c.id)]))}
                  aria-label={t('owner.prices.priceFor', {
                    service: service.name,
                    vehicleClass: classLabel(c),
                  })}
                  className={`form-control text-end wd-price-input wd-price-wide ${price.errors ? 'is-invalid' : ''}`}
                />
                <ErrorList id={price.errorId} errors={price.errors} />
              </td>
            );
          })
        : null}
      <NumberCell
        field={sort}
        formId={formId}
        limits={limits.sort}
        defaultValue={shown('sort', service.sort)}
        label={t('owner.prices.sortOf', { service: service.name })}
      />
      <td className="text-center">
        <input
          type="checkbox"
          name="is_active"
          form={formId}
          defaultChecked={checked('is_active', service.is_active)}
          className="form-check-input wd-cell-check"
          aria-label={t('owner.prices.activeOf', { service: service.name })}
        />
      </td>
      <td>
        {/* Side by side where there is room; on a tablet one under the other, the link's words wrapping, so the table fits whole. */}
        <div className={wash ? undefined : 'd-flex flex-wrap gap-2'}>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={busy}
            aria-label={t('owner.saveRow', { name: service.name })}
          >
            {t('owner.save')}
          </button>
          {wash ? (
            // Ticked for one save: a later save of the row must not re-price the open orders again unasked.
            // Its words may wrap, so that the sticky buttons' column leaves «Активна» in view.
            <label key={savedKey} className="form-check small mt-1 mb-0">
              <input type="checkbox" name="reprice_open" form={formId} className="form-check-input" data-unsaved-ignore />
              <span className="form-check-label">{t('owner.prices.repriceOpen')}</span>
            </label>
          ) : (
            <Link
              to={`/owner/prices/tires/${service.id}`}
              className="btn btn-outline-secondary"
              aria-label={t('owner.prices.bySizeOf', { service: service.name })}
            >
              {t('owner.prices.bySize')}
            </Link>
          )}
        </div>
      </td>
    </tr>
  );
}

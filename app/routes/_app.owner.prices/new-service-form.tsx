import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceList } from '#contract/owner-prices';
import { ErrorList, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, textLimits, numberLimits, type FormLimits } from '~/utils/reply-fields';

type VehicleClass = PriceList['classes'][number];

/**
 * «Новая услуга»: its kind, name and place (starting at `sort`), and a wash service's price per
 * class. `limits` and `sort` are the contract's (prices.server.ts).
 */
export function NewServiceForm({
  classes,
  classLabel,
  limits,
  sort: firstSort,
}: {
  classes: VehicleClass[];
  classLabel: (c: VehicleClass) => string;
  limits: FormLimits;
  sort: number;
}) {
  const { t } = useTranslation();
  const { fetcher, field, busy, savedKey, shown } = useOwnerForm('service-new', 'service-new');
  const [kind, setKind] = useState<'wash' | 'tire'>('wash');
  // The classes ticked «не оказывается для этого класса»; a saved service starts the next one afresh.
  const [notOffered, setNotOffered] = useState<number[]>([]);
  const [cleared, setCleared] = useState(savedKey);
  if (cleared !== savedKey) {
    setCleared(savedKey);
    setNotOffered([]);
  }
  const name = field('name');
  const sort = field('sort');
  // A saved service clears the form for the next one (a new key remounts it).
  const key = savedKey;
  return (
    <fetcher.Form method="post" key={key}>
      <input type="hidden" name="intent" value="service-new" />
      <input type="hidden" name="class_ids" value={classes.map((c) => c.id).join(',')} />
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <LabelledControl id="service-new-kind" label={t('owner.prices.kind')}>
            <select
              id="service-new-kind"
              name="kind"
              className="form-select form-select-lg"
              value={kind}
              onChange={(e) => setKind(e.currentTarget.value as 'wash' | 'tire')}
            >
              <option value="wash">{t('owner.prices.kindWash')}</option>
              <option value="tire">{t('owner.prices.kindTire')}</option>
            </select>
          </LabelledControl>
        </div>
        <div className="col-12 col-md-5">
          <LabelledControl id={name.id} label={t('owner.prices.serviceName')}>
            <input
              {...controlProps(name)}
              {...textLimits(limits.name)}
              defaultValue={shown('name', undefined)}
              className={`form-control form-control-lg ${name.errors ? 'is-invalid' : ''}`}
            />
            <ErrorList id={name.errorId} errors={name.errors} />
          </LabelledControl>
        </div>
        <div className="col-6 col-md-3">
          <LabelledControl id={sort.id} label={t('owner.prices.sort')}>
            <input
              {...controlProps(sort)}
              type="number"
              {...numberLimits(limits.sort)}
              defaultValue={shown('sort', firstSort)}
              className={`form-control form-control-lg ${sort.errors ? 'is-invalid' : ''}`}
            />
            <ErrorList id={sort.errorId} errors={sort.errors} />
          </LabelledControl>
        </div>
        {kind === 'wash'
          ? classes.map((c) => {
              const price = field(`price_${c.id}`);
              const off = notOffered.includes(c.id);
              return (
                <div className="col-12 col-sm-6" key={c.id}>
                  <LabelledControl
                    id={price.id}
                    label={t('owner.prices.priceIn', {
                      vehicleClass: classLabel(c),
                    })}
                  >
                    {/* A blank is not «not offered»: that is ticked below, and the API asks for one or the other. */}
                    <input
                      {...controlProps(price)}
                      defaultValue={shown(`price_${c.id}`, undefined)}
                      inputMode="decimal"
                      disabled={off}
                      className={`form-control form-control-lg text-end ${price.errors ? 'is-invalid' : ''}`}
                    />
                    <ErrorList id={price.errorId} errors={price.errors} />
                    <label className="form-check small mt-1 mb-0">
                      <input
                        type="checkbox"
                        name="not_offered"
                        value={c.id}
                        checked={off}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setNotOffered((ids) => (on ? [...ids, c.id] : ids.filter((x) => x !== c.id)));
                        }}
                        className="form-check-input"
                        aria-label={t('owner.prices.notOfferedFor', { vehicleClass: classLabel(c) })}
                      />
                      <span className="form-check-label">{t('owner.prices.notOffered')}</span>
                    </label>
                  </LabelledControl>
                </div>
              );
            })
          : null}
      </div>
      {kind === 'tire' ? <p className="text-body-secondary">{t('owner.prices.tireHint')}</p> : null}
      <input type="hidden" name="is_active" value="on" />
      <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
        {t('owner.prices.add')}
      </button>
    </fetcher.Form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '#contract/calls';
import { ErrorList } from '~/components/forms';
import { useApiTexts } from '~/components/orders/api-texts';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { moneyInputText, parseRoubles } from '~/utils/money-input';
import { controlProps } from '~/utils/reply-fields';

type Grid = CallData<'owner/tire-prices'>;
const cellKey = (radius: number, profile: number) => `${radius}_${profile}`;

/** The percent a column is raised by, as typed (a comma or a point); NaN for anything else. */
const percentOf = (text: string) => Number(text.trim().replace(',', '.'));
/** A cell's price in roubles as typed («1 250,50», money-input.ts), NaN when it is not a sum. */
const roublesOf = (text: string) => (parseRoubles(text) ?? NaN) / 100;

/**
 * One tyre service's prices, radius by profile, filled the quick way: «Копировать вниз»
 * copies a row into the next one, «+N %» raises a column (rounded to whole roubles). Nothing
 * is saved until «Сохранить цены», which sends the whole grid in one call.
 */
export function PriceGrid({ grid }: { grid: Grid }) {
  const { t } = useTranslation();
  const texts = useApiTexts();
  // The page mounts the grid afresh from the saved cells (its key), in the render that may bring the answer.
  const { fetcher, field, busy } = useOwnerForm('grid', 'grid', `tire-grid-${grid.service.id}`);
  const initial = Object.fromEntries(grid.cells.map((c) => [cellKey(c.radius_id, c.profile_id), moneyInputText(c.price)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [raise, setRaise] = useState<Record<number, string>>({});
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const copyDown = (index: number) => {
    const from = grid.radii[index]!;
    const to = grid.radii[index + 1];
    if (!to) return;
    setValues((v) => ({ ...v, ...Object.fromEntries(grid.profiles.map((p) => [cellKey(to.id, p.id), v[cellKey(from.id, p.id)] ?? ''])) }));
  };
  const raiseColumn = (profileId: number) => {
    const percent = percentOf(raise[profileId] ?? '');
    if (!Number.isFinite(percent) || percent === 0) return;
    setValues((v) => {
      const next = { ...v };
      for (const r of grid.radii) {
        const key = cellKey(r.id, profileId);
        const price = roublesOf(v[key] ?? '');
        if (v[key]?.trim() && Number.isFinite(price)) next[key] = moneyInputText(Math.max(0, Math.round(price * (1 + percent / 100))));
      }
      return next;
    });
    // Raised once: a second click must not raise it again by the same percent.
    setRaise((r) => ({ ...r, [profileId]: '' }));
  };
  const profileLabel = (p: Grid['profiles'][number]) => texts.catalogue('profile', p);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="grid" />
      <input type="hidden" name="cells" value={grid.radii.flatMap((r) => grid.profiles.map((p) => cellKey(r.id, p.id))).join(',')} />
      <div className="table-responsive">
        <table className="table align-middle wd-owner-table">
          <thead>
            <tr>
              <th scope="col">{t('owner.tires.radius')}</th>
              {grid.profiles.map((p) => (
                <th scope="col" key={p.id} className="wd-price-col">
                  {profileLabel(p)}
                  <div className="input-group mt-1 wd-raise">
                    <input
                      type="number"
                      className="form-control"
                      value={raise[p.id] ?? ''}
                      onChange={(e) => {
                        // Read now: the event is gone by the time the state updater runs.
                        const typed = e.currentTarget.value;
                        setRaise((r) => ({ ...r, [p.id]: typed }));
                      }}
                      onKeyDown={(e) => {
                        // Enter raises the column; it must not send the whole grid instead.
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          raiseColumn(p.id);
                        }
                      }}
                      aria-label={t('owner.tires.raiseBy', { profile: profileLabel(p) })}
                      placeholder="%"
                    />
                    <button type="button" className="btn btn-outline-secondary" onClick={() => raiseColumn(p.id)}>
                      {t('owner.tires.raise')}
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.radii.map((r, index) => (
              <tr key={r.id}>
                {/* «Копировать вниз» beside the radius, not after the last profile: on a tablet the
                    grid scrolls sideways, and a button at its far end would be out of sight. */}
                <th scope="row">
                  <div className="d-flex flex-column align-items-start gap-1">
                    {r.name}
                    {index < grid.radii.length - 1 ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary text-nowrap"
                        onClick={() => copyDown(index)}
                        aria-label={t('owner.tires.copyDownOf', { radius: r.name })}
                      >
                        {t('owner.tires.copyDown')} ↓
                      </button>
                    ) : null}
                  </div>
                </th>
                {grid.profiles.map((p) => {
                  const key = cellKey(r.id, p.id);
                  const cell = field(`price_${key}`);
                  return (
                    <td key={p.id}>
                      <input
                        {...controlProps(cell)}
                        inputMode="decimal"
                        value={values[key] ?? ''}
                        onChange={(e) => set(key, e.currentTarget.value)}
                        aria-label={t('owner.tires.cell', { radius: r.name, profile: profileLabel(p) })}
                        className={`form-control text-end wd-price-input ${cell.errors ? 'is-invalid' : ''}`}
                      />
                      <ErrorList id={cell.errorId} errors={cell.errors} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {t('owner.tires.save')}
        </button>
        <label className="form-check mb-0">
          <input type="checkbox" name="reprice_open" className="form-check-input" />
          <span className="form-check-label">{t('owner.prices.repriceOpen')}</span>
        </label>
      </div>
    </fetcher.Form>
  );
}

import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { ErrorList, FormAlert, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps } from '~/utils/reply-fields';

export interface RackCells {
  rack: string;
  cells: { id: number; name: string; is_active: boolean; held: boolean }[];
}

/**
 * «Ячейки»: a cell taken out of use (a broken shelf) is offered for no set, and put back in use
 * later. A cell is never deleted, as sets remember where they lay; one holding a set stays in
 * use, and the API's refusal says so under the choice.
 */
export function CellsSection({ racks }: { racks: RackCells[] }) {
  const { t } = useTranslation();
  const { fetcher, field, busy, result } = useOwnerForm('cell', 'cell');
  const cell = field('cell_id');
  // Without the page's script a refused form comes back as a new page: the cell chosen stays chosen.
  const typed = result && !result.ok ? result.reply?.initialValue?.cell_id : undefined;
  const label = (c: RackCells['cells'][number]) =>
    !c.is_active ? t('owner.storage.cells.outOfUse', { name: c.name }) : c.held ? t('owner.storage.cells.held', { name: c.name }) : c.name;
  return (
    <BlockCard titleId="wd-storage-cells" title={t('owner.storage.cells.title')}>
      <p className="text-body-secondary">{t('owner.storage.cells.intro')}</p>
      {racks.length ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="cell" />
          <FormAlert errors={field('').errors} />
          <LabelledControl id={cell.id} label={t('owner.storage.cells.cell')}>
            <select
              {...controlProps(cell)}
              required
              defaultValue={typeof typed === 'string' ? typed : undefined}
              className={`form-select form-select-lg ${cell.errors ? 'is-invalid' : ''}`}
              // As wide as a cell's name and its state: the buttons stand beside it on a tablet.
              style={{ maxWidth: '22rem' }}
            >
              {racks.map((rack) => (
                <optgroup key={rack.rack} label={t('owner.storage.cells.rackOf', { rack: rack.rack })}>
                  {rack.cells.map((c) => (
                    <option key={c.id} value={c.id}>
                      {label(c)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <ErrorList id={cell.errorId} errors={cell.errors} />
          </LabelledControl>
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" name="is_active" value="false" className="btn btn-outline-danger btn-lg" disabled={busy}>
              {t('owner.storage.cells.takeOut')}
            </button>
            <button type="submit" name="is_active" value="true" className="btn btn-outline-primary btn-lg" disabled={busy}>
              {t('owner.storage.cells.putBack')}
            </button>
          </div>
        </fetcher.Form>
      ) : (
        <p className="mb-0">{t('owner.storage.cells.none')}</p>
      )}
    </BlockCard>
  );
}

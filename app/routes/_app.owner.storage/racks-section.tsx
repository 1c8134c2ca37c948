import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { FormAlert } from '~/components/forms';
import { OwnerTable } from '~/components/owner/owner-table';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { ReplyInput } from '~/components/reply-input';
import { numberLimits, textLimits, type FormLimits } from '~/utils/reply-fields';

export interface Rack {
  rack: string;
  shelves: number;
  places: number;
  /** Cells in use. */
  cells: number;
  /** Sets in its cells now. */
  stored: number;
}

/**
 * «Стеллажи»: each rack's size, its cells in use and the sets on it, and the form that adds a
 * rack or makes one bigger (a rack saved again keeps the cells it has and gets the ones it lacks).
 */
export function RacksSection({ racks, limits }: { racks: Rack[]; limits: FormLimits }) {
  const { t } = useTranslation();
  return (
    <BlockCard titleId="wd-storage-racks" title={t('owner.storage.racks.title')}>
      <p className="text-body-secondary">{t('owner.storage.racks.intro')}</p>
      {racks.length ? (
        <OwnerTable
          labelledBy="wd-storage-racks"
          actions={false}
          fits
          head={
            <>
              <th scope="col">{t('owner.storage.racks.rack')}</th>
              <th scope="col" className="text-end">
                {t('owner.storage.racks.shelves')}
              </th>
              <th scope="col" className="text-end">
                {t('owner.storage.racks.places')}
              </th>
              <th scope="col" className="text-end">
                {t('owner.storage.racks.cells')}
              </th>
              <th scope="col" className="text-end">
                {t('owner.storage.racks.stored')}
              </th>
            </>
          }
        >
          {racks.map((rack) => (
            <tr key={rack.rack}>
              <th scope="row">{rack.rack}</th>
              <td className="text-end wd-figure">{rack.shelves}</td>
              <td className="text-end wd-figure">{rack.places}</td>
              <td className="text-end wd-figure">{rack.cells}</td>
              <td className="text-end wd-figure">{rack.stored}</td>
            </tr>
          ))}
        </OwnerTable>
      ) : (
        <p>{t('owner.storage.racks.none')}</p>
      )}
      <RackForm limits={limits} />
    </BlockCard>
  );
}

/** «Добавить стеллаж или увеличить»: its name, shelves and places per shelf; the form empties once saved. */
function RackForm({ limits }: { limits: FormLimits }) {
  const { t } = useTranslation();
  const { fetcher, field, busy, savedKey, shown } = useOwnerForm('rack', 'rack');
  return (
    <fetcher.Form method="post" key={savedKey} aria-labelledby="wd-storage-rack-form">
      <h3 id="wd-storage-rack-form" className="h6 mt-3">
        {t('owner.storage.racks.formTitle')}
      </h3>
      <p className="form-text mt-0">{t('owner.storage.racks.formHint')}</p>
      <input type="hidden" name="intent" value="rack" />
      <FormAlert errors={field('').errors} />
      <div className="row g-3">
        <div className="col-12 col-sm-4">
          <ReplyInput
            field={field('rack')}
            defaultValue={shown('rack', undefined)}
            label={t('owner.storage.racks.rackName')}
            hint={t('owner.storage.racks.rackNameHint')}
            {...textLimits(limits.rack)}
          />
        </div>
        <div className="col-6 col-sm-4">
          <ReplyInput
            field={field('shelves')}
            defaultValue={shown('shelves', undefined)}
            label={t('owner.storage.racks.shelvesField')}
            type="number"
            inputMode="numeric"
            {...numberLimits(limits.shelves)}
          />
        </div>
        <div className="col-6 col-sm-4">
          <ReplyInput
            field={field('places')}
            defaultValue={shown('places', undefined)}
            label={t('owner.storage.racks.placesField')}
            type="number"
            inputMode="numeric"
            {...numberLimits(limits.places)}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-success btn-lg" disabled={busy}>
        {t('owner.storage.racks.save')}
      </button>
    </fetcher.Form>
  );
}

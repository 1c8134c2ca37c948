import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { storageBoardAnswerSchema } from '#contract/storage';
import { formatPlate } from '~/utils/format';

type Board = z.infer<typeof storageBoardAnswerSchema>['data'];
type Rack = Board['racks'][number];

/**
 * The racks as they stand, shelf by shelf (the top shelf drawn on top, as on the rack): a free
 * cell, a cell with its set (a link to it, red past its term), a cell out of use. A wide rack
 * scrolls sideways on a phone rather than squeezing the cells unreadable.
 */
export function RacksMap({ racks }: { racks: Board['racks'] }) {
  const { t } = useTranslation();
  if (racks.length === 0) return <p className="mb-0 text-body-secondary">{t('storage.noRacks')}</p>;
  return (
    <div className="d-grid gap-3">
      {racks.map((rack) => (
        <RackGrid key={rack.rack} rack={rack} />
      ))}
    </div>
  );
}

/** A set past its term in red, the others in the primary colour; a cell out of use greyed. */
const setColour = (overdue: boolean) => (overdue ? 'text-bg-danger' : 'text-bg-primary');
const emptyColour = (inUse: boolean) => (inUse ? 'bg-body' : 'bg-body-secondary text-body-secondary');

function RackGrid({ rack }: { rack: Rack }) {
  const { t } = useTranslation();
  const shelves = [...new Set(rack.cells.map((c) => c.shelf))].sort((a, b) => b - a);
  return (
    <figure className="mb-0 wd-rack-figure">
      <figcaption className="fw-semibold mb-1">
        {t('storage.rack', { rack: rack.rack })} · {t('storage.rackFill', { used: rack.stored, total: rack.in_use })}
      </figcaption>
      {/* Focusable, so a keyboard scrolls a rack wider than the screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('storage.rack', { rack: rack.rack })}>
        <table className="wd-rack">
          <tbody>
            {shelves.map((shelf) => (
              <tr key={shelf}>
                <th scope="row" className="text-body-secondary small pe-2">
                  {t('storage.shelf', { n: shelf })}
                </th>
                {rack.cells
                  .filter((c) => c.shelf === shelf)
                  .map((cell) => (
                    <td key={cell.id} className="p-1">
                      {cell.set ? (
                        <Link
                          to={`/storage/${cell.set.id}`}
                          className={`wd-rack-cell d-block rounded text-decoration-none ${setColour(cell.set.overdue)}`}
                        >
                          <span className="d-block small">{cell.name}</span>
                          <span className="d-block fw-semibold">{formatPlate(cell.set.plate_number)}</span>
                        </Link>
                      ) : (
                        <span className={`wd-rack-cell d-block rounded border ${emptyColour(cell.is_active)}`}>
                          <span className="d-block small">{cell.name}</span>
                          <span className="d-block">{cell.is_active ? t('storage.cellFree') : t('storage.cellOff')}</span>
                        </span>
                      )}
                    </td>
                  ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import { useTranslation } from 'react-i18next';
import { formatPlate } from '~/utils/format';
import type { PrintedSet } from './print-set-receipt';

/**
 * The widest type (pt) a line of `text` can have and still fit the 74 mm between the strip's
 * margins (about 200 pt) in bold: a cell may be «A-3-2» or «B2-12-40», and either must be read
 * from a metre without running off the label. 0.66 em is a bold sans glyph's width with room.
 */
export function fittedPt(text: string, largest: number): number {
  return Math.min(largest, Math.floor(200 / (Math.max(text.length, 1) * 0.66)));
}

/**
 * One label per tyre of the set (docs/decisions/041-seasonal-tyre-storage.md), each on a page
 * of its own on the 80 mm strip (`wd-receipt`), cut off and stuck on the tyre: the set's number
 * and its cell large enough to read on the rack, then the car, size and season, and which tyre
 * of how many it is, so a set taken off the rack is whole.
 */
export function SetLabels({ set }: { set: PrintedSet }) {
  const { t } = useTranslation();
  const number = t('storage.print.labelNumber', { number: set.number });
  const cell = set.cell ?? '—';
  const tyres = Array.from({ length: set.count }, (_, n) => n + 1);
  return (
    <section aria-labelledby="wd-storage-labels-title">
      <h2 id="wd-storage-labels-title" className="h5 d-print-none">
        {t('storage.print.labels')}
      </h2>
      {tyres.map((i) => (
        <article
          key={i}
          className="wd-receipt wd-tyre-label card mb-3 text-center"
          // A page each: the strip is cut between labels, and no label is split across two.
          style={{ breakBefore: 'page', breakInside: 'avoid' }}
          aria-label={t('storage.print.label', { i, n: set.count })}
          data-testid="storage-label"
        >
          <div className="card-body">
            <p className="fw-bold lh-1 mb-2 text-break" style={{ fontSize: `${fittedPt(number, 48)}pt` }}>
              {number}
            </p>
            <p className="fw-bold lh-1 mb-3 text-break" style={{ fontSize: `${fittedPt(cell, 72)}pt` }}>
              {cell}
            </p>
            <p className="fw-bold wd-plate mb-1" style={{ fontSize: '20pt' }}>
              {formatPlate(set.plate_number)}
            </p>
            <p className="mb-1" style={{ fontSize: '14pt' }}>
              {set.size} · {t(`storage.season.${set.season}`)}
            </p>
            <p className="fw-bold mb-0" style={{ fontSize: '18pt' }}>
              {t('storage.print.labelOf', { i, n: set.count })}
            </p>
          </div>
        </article>
      ))}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKED_TIRE_QUANTITY, type BookedServices } from './booked-lines';
import { keyOf, type LineKey, type SelectedLine } from './wizard-selection';

/** What the customer booked, above the cards: the master sees it even where a size must be chosen first. */
export function BookedNote({ booked }: { booked: BookedServices }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info py-2" role="note">
      <strong>{t('wizard.booked.title')}</strong> {booked.services.map((s) => s.name).join(', ')}
      {booked.kind === 'tire' ? <div className="small">{t('wizard.booked.chooseSize')}</div> : null}
    </div>
  );
}

/**
 * The booked tyre services join the selection once the master has chosen the size, once per
 * size shown, unless one of them is already chosen (the master's own choice is kept).
 */
export function useBookedTires(
  booked: BookedServices | null,
  tires: Array<{ service_id: number; name: string }>,
  size: { radiusId: number | null; profileId: number | null },
  setLines: (update: (prev: Map<LineKey, SelectedLine>) => Map<LineKey, SelectedLine>) => void,
) {
  const done = useRef(new Set<string>());
  const sizeKey = `${size.radiusId ?? ''}:${size.profileId ?? ''}`;
  useEffect(() => {
    if (!booked || !size.radiusId || !size.profileId || done.current.has(sizeKey)) return;
    const ids = new Set(booked.services.map((s) => s.id));
    const offered = tires.filter((o) => ids.has(o.service_id));
    if (offered.length === 0) return;
    done.current.add(sizeKey);
    setLines((prev) => {
      if ([...prev.values()].some((l) => !l.isWash && ids.has(l.serviceId))) return prev;
      const next = new Map(prev);
      for (const o of offered) {
        const line = { serviceId: o.service_id, isWash: false, radiusId: size.radiusId, profileId: size.profileId, name: o.name };
        next.set(keyOf(line), { ...line, quantity: BOOKED_TIRE_QUANTITY });
      }
      return next;
    });
  }, [booked, tires, size.radiusId, size.profileId, sizeKey, setLines]);
}

import type { SelectedLine } from './wizard-selection';

/** The services a booking holds, as step 3 starts from them («Принять» on a booked car). */
export interface BookedServices {
  /** The booking's id: confirming the services makes the booking this order's if none holds it yet. */
  id: number;
  kind: 'wash' | 'tire';
  services: Array<{ id: number; name: string }>;
}

/** As a tap on the card takes it: the master sets how many (a wheel's price or a set's is the service's own). */
export const BOOKED_TIRE_QUANTITY = 1;

/**
 * The booked services the cards on offer can take now: a washing service as one, a tyre service
 * at the size the master chose (none before a size is chosen: a tyre price is per size). A booked
 * service the class or size does not offer is left for the master to see in the note.
 */
export function bookedSelection(
  booked: BookedServices,
  offers: { wash: Array<{ service_id: number; name: string }>; tires: Array<{ service_id: number; name: string }> },
  size: { radiusId: number | null; profileId: number | null },
): SelectedLine[] {
  const ids = new Set(booked.services.map((s) => s.id));
  const wash = offers.wash
    .filter((o) => ids.has(o.service_id))
    .map((o) => ({ serviceId: o.service_id, isWash: true, radiusId: null, profileId: null, quantity: 1, name: o.name }));
  const tires =
    size.radiusId && size.profileId
      ? offers.tires
          .filter((o) => ids.has(o.service_id))
          .map((o) => ({
            serviceId: o.service_id,
            isWash: false,
            radiusId: size.radiusId,
            profileId: size.profileId,
            quantity: BOOKED_TIRE_QUANTITY,
            name: o.name,
          }))
      : [];
  return [...wash, ...tires];
}

/**
 * An order already taken, its booking come with it: its own lines, and beside them the booked
 * services it does not hold (by service, at any size), as the cards on offer take them now.
 */
export function withBookedLines(own: SelectedLine[], booked: SelectedLine[]): SelectedLine[] {
  const held = new Set(own.map((l) => `${l.isWash ? 'w' : 't'}:${l.serviceId}`));
  return [...own, ...booked.filter((l) => !held.has(`${l.isWash ? 'w' : 't'}:${l.serviceId}`))];
}

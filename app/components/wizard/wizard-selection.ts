import { isBoolean, isExactly, isId, isIntFrom, isListOf, isNullOr, isShape, isText } from '~/utils/stored-shape';
import type { Order } from '#contract/orders';
import { isCanceled } from '~/components/orders/status-display';

/**
 * Step 3's selection (docs/decisions/005, 015): what the master picked, kept in the page until
 * 'Подтвердить заказ'. A tyre line belongs to the radius and profile it was picked under, so the
 * same service at R16 and at R17 are two lines. Prices and sums are not kept here: they come
 * from the API's quote of the whole selection.
 */
export interface SelectedLine {
  serviceId: number;
  isWash: boolean;
  radiusId: number | null;
  profileId: number | null;
  quantity: number;
  name: string;
}

export type LineKey = string;

export const keyOf = (l: { serviceId: number; radiusId: number | null; profileId: number | null }): LineKey =>
  `${l.serviceId}:${l.radiusId ?? ''}:${l.profileId ?? ''}`;

/** The body lines of `new-order/quote`, in the order the master picked them. */
export function quoteLines(lines: Iterable<SelectedLine>) {
  return [...lines].map((l) => ({
    service_id: l.serviceId,
    is_wash: l.isWash,
    quantity: l.quantity,
    radius_id: l.radiusId,
    profile_id: l.profileId,
  }));
}

/** The key of a quoted line, to find its money for a selected line. */
export const quotedKey = (q: { service_id: number; radius_id: number | null; profile_id: number | null }): LineKey =>
  keyOf({ serviceId: q.service_id, radiusId: q.radius_id, profileId: q.profile_id });

/** The lines an order already has, as the selection step 3 opens with (parking and canceled lines are no choice). */
export function selectionOf(order: Order): SelectedLine[] {
  return order.items
    .filter((i) => !isCanceled(i) && i.kind !== 'parking' && i.service_id)
    .map((i) => ({
      serviceId: i.service_id!,
      isWash: i.is_wash,
      radiusId: i.radius_id,
      profileId: i.profile_id,
      quantity: i.quantity,
      name: i.name,
    }));
}

/** A stored step 3 selection; one begun from other lines than the order has now (`base`) is dropped. */
export const isSelectionDraft = (base: string) =>
  isShape({
    base: isExactly(base),
    lines: isListOf(
      isShape({
        serviceId: isId,
        isWash: isBoolean,
        radiusId: isNullOr(isId),
        profileId: isNullOr(isId),
        quantity: isIntFrom(1, 99),
        name: isText(200),
      }),
      100,
    ),
  });

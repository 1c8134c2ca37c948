import type { OrderContext } from '../orders/order-change';

/**
 * What an owner's change runs with: the order context (a price change may re-price open
 * orders, which change the one way orders change), the owner who makes it.
 */
export type OwnerContext = OrderContext & { userId: number };

import type { Role } from '#contract/roles';

/** An order's page for this person: the bays' page for a master, the desk's (with the money) for the others. */
export function orderPath(role: Role, orderId: number): string {
  return role === 'master' ? `/master/task/${orderId}` : `/cashier/task/${orderId}`;
}

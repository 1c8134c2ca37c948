import type { Role } from '#contract/roles';

/**
 * Who may see each area of the web app (a master sees /master, any
 * other role /cashier). Checked by the area's layout and again by every loader and action
 * of its pages, so a data request that runs one route alone (`?_routes=`) is held too.
 */
export type Area = (role: Role) => boolean;

export const isMaster: Area = (role) => role === 'master';
export const isCashierArea: Area = (role) => role !== 'master' && role !== 'display';

/**
 * Where a person lands when a link leads into another role's area: an order's page opens as
 * their own page of the same order (a cashier given a /master/task link sees that order at
 * the desk), anything else at their home.
 */
export function otherAreaTarget(pathname: string, role: Role, home: string): string {
  const order = /^\/(?:master|cashier)\/task\/(\d+)(?:\/services)?\/?$/.exec(pathname)?.[1];
  if (order && role === 'master') return `/master/task/${order}`;
  if (order && isCashierArea(role)) return `/cashier/task/${order}`;
  return home;
}

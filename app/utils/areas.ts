import type { Role } from '#contract/roles';

/**
 * Who may see each area of the web app: a master /master, a cashier /cashier, the owner
 * every area and /owner. Checked by the area's layout and again by every loader and action
 * of its pages, so a data request that runs one route alone (`?_routes=`) is held too.
 * Someone outside the bays or the desk is steered to their own home (a link shared between
 * colleagues); the back office answers a refusal page instead, so nobody mistakes where
 * they landed for the page they asked for.
 */
export interface Area {
  admits(role: Role): boolean;
  others: 'steer' | 'refuse';
}

export const isMaster: Area = { admits: (role) => role === 'master' || role === 'owner', others: 'steer' };
export const isCashierArea: Area = { admits: (role) => role === 'cashier' || role === 'owner', others: 'steer' };
/** The clients and cars (docs/screens.md 'Clients and cars'): everyone who serves them, not the wall display. */
export const isStaffArea: Area = { admits: (role) => role !== 'display', others: 'steer' };
export const isOwnerArea: Area = { admits: (role) => role === 'owner', others: 'refuse' };

/**
 * Where a person lands when a link leads into another role's area: an order's page opens as
 * their own page of the same order (a cashier given a /master/task link sees that order at
 * the desk), anything else at their home.
 */
export function otherAreaTarget(pathname: string, role: Role, home: string): string {
  const order = /^\/(?:master|cashier)\/task\/(\d+)(?:\/(?:services|print|receipt|ticket))?\/?$/.exec(pathname)?.[1];
  if (order && isMaster.admits(role)) return `/master/task/${order}`;
  if (order && isCashierArea.admits(role)) return `/cashier/task/${order}`;
  return home;
}

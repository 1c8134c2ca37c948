import { roles, type Role } from '../contract/roles';

/**
 * Who may make a call, by the screens that make it (docs/domain.md 'Users and sessions').
 * The owner runs the business: every master and desk call is theirs too, so an owner can
 * stand in at a bay or at the desk; only the owner's own calls are closed to the others.
 */
export const CALLERS = {
  /** Every signed-in account. */
  anyone: roles,
  /** The bays' screens: taking and working an order. */
  master: ['master', 'owner'],
  /** The desk: money, discounts, groups, the keys' return. */
  cashier: ['cashier', 'owner'],
  /** The staff that work with orders (not the wall display). */
  staff: ['master', 'cashier', 'owner'],
  /** The back office: prices, staff, groups, companies, accounts, the audit log. */
  owner: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

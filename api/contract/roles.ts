/**
 * Roles of docs/domain.md 'Users and sessions'. No zod here: the browser imports this module
 * (roleHome), and zod stays on the server (docs/decisions/018-what-the-browser-loads.md); the
 * schema is in auth.ts.
 */
export const roles = ['master', 'cashier', 'display', 'owner'] as const;
export type Role = (typeof roles)[number];

/** Where each role lands after sign-in (docs/screens.md section 2, 'Signed-in area'). */
export function roleHome(role: Role): string {
  switch (role) {
    case 'master':
      return '/master/tasks/new';
    case 'display':
      return '/display';
    case 'owner':
      return '/owner/prices';
    default:
      return '/cashier/tasks/active';
  }
}

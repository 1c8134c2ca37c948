import { z } from 'zod';

/** Roles of docs/domain.md 'Users and sessions'. */
export const roles = ['master', 'cashier', 'display'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Where each role lands after sign-in (docs/screens.md section 2, 'Signed-in area'). */
export function roleHome(role: Role): string {
  switch (role) {
    case 'master':
      return '/master/tasks/new';
    case 'display':
      return '/display';
    default:
      return '/cashier/tasks/active';
  }
}

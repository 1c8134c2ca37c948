import type { Role } from '../contract/roles';

/** The demo accounts of the embedded setup; README.md lists them. */
export const DEMO_USERS: ReadonlyArray<{ login: string; password: string; role: Role; name: string; email: string }> = [
  { login: 'master', password: 'master-demo', role: 'master', name: 'Мастер', email: 'master@washdesk.local' },
  { login: 'cashier', password: 'cashier-demo', role: 'cashier', name: 'Кассир', email: 'cashier@washdesk.local' },
  { login: 'display', password: 'display-demo', role: 'display', name: 'Табло', email: 'display@washdesk.local' },
  { login: 'owner', password: 'owner-demo', role: 'owner', name: 'Владелец', email: 'owner@washdesk.local' },
];

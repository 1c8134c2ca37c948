import type { ReactNode } from 'react';
import type { Role } from '#contract/roles';
import type { Counters } from '~/utils/counters';
import { CheckIcon, ClockIcon, ListIcon, PlayIcon, PlusIcon, WalletIcon } from '../icons';

export interface MenuItem {
  to: string;
  /** Locales key of the visible label. */
  label: string;
  icon: ReactNode;
  counter?: keyof Counters;
  badge?: string;
}

/** The sidebar of each role, with the labels of docs/screens.md 'Layout'. */
export function menuOf(role: Role): MenuItem[] {
  if (role === 'master') {
    return [
      { to: '/master/tasks/new', label: 'menu.newOrder', icon: <PlusIcon /> },
      { to: '/master/tasks/pending', label: 'menu.pending', icon: <ClockIcon />, counter: 'waiting', badge: 'text-bg-warning' },
      { to: '/master/tasks/active', label: 'menu.active', icon: <PlayIcon />, counter: 'in_progress', badge: 'text-bg-primary' },
      { to: '/master/tasks/completed', label: 'menu.completed', icon: <CheckIcon />, counter: 'done', badge: 'text-bg-success' },
      { to: '/master/tasks/all', label: 'menu.all', icon: <ListIcon /> },
    ];
  }
  return [
    { to: '/cashier/tasks/active', label: 'menu.orders', icon: <WalletIcon />, counter: 'waitingForPayment', badge: 'text-bg-danger' },
  ];
}

import type { ReactNode } from 'react';
import type { Role } from '#contract/roles';
import type { Counters } from '~/utils/counters';
import {
  BuildingIcon,
  CalendarIcon,
  CarIcon,
  ChartIcon,
  CheckIcon,
  ClockIcon,
  DatabaseIcon,
  DrawerIcon,
  HistoryIcon,
  KeyIcon,
  ListIcon,
  MessageIcon,
  PercentIcon,
  PlayIcon,
  PlusIcon,
  ReceiptIcon,
  SearchIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../icons';

export interface MenuItem {
  to: string;
  /** Locales key of the visible label. */
  label: string;
  icon: ReactNode;
  counter?: keyof Counters;
  badge?: string;
}

/** A part of the sidebar; its heading (a locales key) only where a role has several parts. */
export interface MenuGroup {
  heading?: string;
  items: MenuItem[];
}

const MASTER: MenuItem[] = [
  { to: '/master/tasks/new', label: 'menu.newOrder', icon: <PlusIcon /> },
  { to: '/master/tasks/pending', label: 'menu.pending', icon: <ClockIcon />, counter: 'waiting', badge: 'text-bg-warning' },
  { to: '/master/tasks/active', label: 'menu.active', icon: <PlayIcon />, counter: 'in_progress', badge: 'text-bg-primary' },
  { to: '/master/tasks/completed', label: 'menu.completed', icon: <CheckIcon />, counter: 'done', badge: 'text-bg-success' },
  { to: '/master/tasks/all', label: 'menu.all', icon: <ListIcon /> },
];

/** The clients' search, at the bays and at the desk alike (the owner's menu shows it once). */
const CLIENTS: MenuItem = { to: '/clients', label: 'menu.clients', icon: <SearchIcon /> };
/** The day by bay: the bays' screens and the desk both take bookings by phone and see who is coming. */
const BOOKINGS: MenuItem = { to: '/bookings', label: 'menu.bookings', icon: <CalendarIcon /> };
/** The tyre racks: fitters take sets in and find them, the desk gives them back. */
const STORAGE: MenuItem = { to: '/storage', label: 'menu.storage', icon: <DatabaseIcon /> };

const CASHIER: MenuItem[] = [
  { to: '/cashier/tasks/active', label: 'menu.orders', icon: <WalletIcon />, counter: 'waitingForPayment', badge: 'text-bg-danger' },
  { to: '/cashier/shift', label: 'menu.shift', icon: <DrawerIcon /> },
];

const OWNER: MenuItem[] = [
  { to: '/owner/reports', label: 'menu.reports', icon: <ChartIcon /> },
  { to: '/owner/earnings', label: 'menu.earnings', icon: <WalletIcon /> },
  { to: '/owner/prices', label: 'menu.prices', icon: <TagIcon /> },
  { to: '/owner/catalogue', label: 'menu.catalogue', icon: <CarIcon /> },
  { to: '/owner/staff', label: 'menu.staff', icon: <UsersIcon /> },
  { to: '/owner/discounts', label: 'menu.discounts', icon: <PercentIcon /> },
  { to: '/owner/companies', label: 'menu.companies', icon: <BuildingIcon /> },
  { to: '/owner/clients', label: 'menu.clientsReport', icon: <UserIcon /> },
  { to: '/owner/accounts', label: 'menu.accounts', icon: <KeyIcon /> },
  { to: '/owner/business', label: 'menu.business', icon: <ReceiptIcon /> },
  { to: '/owner/messages', label: 'menu.messages', icon: <MessageIcon /> },
  { to: '/owner/bookings', label: 'menu.bookingSettings', icon: <CalendarIcon /> },
  { to: '/owner/storage', label: 'menu.storageSettings', icon: <DrawerIcon /> },
  { to: '/owner/audit', label: 'menu.audit', icon: <HistoryIcon /> },
  { to: '/owner/backups', label: 'menu.backups', icon: <DatabaseIcon /> },
];

/**
 * The sidebar of each role, with the labels of docs/screens.md 'Layout'. The owner sees
 * the back office first, then the bays' and the desk's screens, which are theirs too.
 */
export function menuOf(role: Role): MenuGroup[] {
  if (role === 'master') return [{ items: [...MASTER, BOOKINGS, STORAGE, CLIENTS] }];
  if (role === 'owner') {
    return [
      { heading: 'menu.backOffice', items: OWNER },
      { heading: 'menu.bays', items: [...MASTER, BOOKINGS, STORAGE, CLIENTS] },
      { heading: 'menu.desk', items: CASHIER },
    ];
  }
  return [{ items: [...CASHIER, BOOKINGS, STORAGE, CLIENTS] }];
}

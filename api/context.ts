import type { Logger } from 'pino';
import type { Settings } from './contract/settings';
import type { Db } from './db/database';
import type { SmsProvider } from './sms/provider';

/** What every route module of the product API is built from. */
export interface ApiContext {
  db: Db;
  settings: Pick<Settings, 'ALLOW_REGISTRATION' | 'TZ_BUSINESS' | 'KEY_CELLS' | 'PARKING_RATE' | 'PARKING_FREE_HOURS' | 'PARKING_MAX' | 'MANAGER_PHONE'>;
  logger: Logger;
  /** Where SMS go (DOMAIN.md: the log by default, or an HTTP gateway). */
  sms: SmsProvider;
  /** The time of every change (tests move it forward to let parking time pass); default: the wall clock. */
  clock?: () => Date;
}

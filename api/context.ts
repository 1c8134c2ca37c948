import type { Logger } from 'pino';
import type { Settings } from './contract/settings';
import type { Db } from './db/database';

/** What every route module of the product API is built from. */
export interface ApiContext {
  db: Db;
  settings: Pick<Settings, 'ALLOW_REGISTRATION' | 'TZ_BUSINESS' | 'KEY_CELLS'>;
  logger: Logger;
}

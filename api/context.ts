import type { Logger } from 'pino';
import type { Settings } from './settings';
import type { BackupService } from './backup/service';
import type { Db } from './db/database';
import type { MailProvider } from './mail/provider';
import type { SmsProvider } from './sms/provider';

/** What every route module of the product API is built from. */
export interface ApiContext {
  db: Db;
  settings: Pick<
    Settings,
    | 'ALLOW_REGISTRATION'
    | 'TZ_BUSINESS'
    | 'KEY_CELLS'
    | 'PARKING_RATE'
    | 'PARKING_FREE_HOURS'
    | 'PARKING_MAX'
    | 'MANAGER_PHONE'
    | 'PUBLIC_ORIGIN'
    | 'PORT'
    | 'BACKUP_AT'
  >;
  logger: Logger;
  /** Where SMS go (docs/domain.md: the log by default, or an HTTP gateway). */
  sms: SmsProvider;
  /** Where e-mail goes (password reset links): the log by default, or Postmark. */
  mail: MailProvider;
  /**
   * The server's secret (from SESSION_SECRET or the generated one in DATA_DIR), which the
   * database never holds: it keys the hashes of SMS discount codes.
   */
  secret: string;
  /** The time of every change (tests move it forward to let parking time pass); default: the wall clock. */
  clock?: () => Date;
  /**
   * Whether this server listens on this machine only (loopback: while demo passwords are
   * left, or HOST says so). Only then does the sign-in page name the demo accounts.
   */
  localOnly?: boolean;
  /** The cash register receipts go to (FISCAL_PROVIDER): each payment and refund queues one; none when unset. */
  fiscalProvider?: 'log' | 'atol';
  /** The backups this server makes of its database (none: BACKUP=off, or a database it does not back up). */
  backups?: BackupService;
}

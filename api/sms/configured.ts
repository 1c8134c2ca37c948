import type { Logger } from 'pino';
import type { Settings } from '../settings';
import type { Db } from '../db/database';
import { logSmsProvider, smsRuProvider, type SmsProvider } from './provider';

/** The SMS provider the settings choose: `log` (default) or SMS.ru's gateway. */
export function configuredSmsProvider(
  db: Db,
  logger: Logger,
  settings: Pick<Settings, 'SMS_PROVIDER' | 'SMS_API_KEY' | 'SMS_OUTBOX_FILE'>,
): SmsProvider {
  if (settings.SMS_PROVIDER === 'smsru' && settings.SMS_API_KEY) return smsRuProvider(db, { apiKey: settings.SMS_API_KEY });
  return logSmsProvider(db, logger, settings.SMS_OUTBOX_FILE);
}

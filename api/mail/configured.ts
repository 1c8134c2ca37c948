import type { Logger } from 'pino';
import type { Settings } from '../settings';
import { logMailProvider, postmarkMailProvider, type MailProvider } from './provider';

/** The mail provider the settings choose: `log` (default) or Postmark's HTTP API. */
export function configuredMailProvider(
  logger: Logger,
  settings: Pick<Settings, 'MAIL_PROVIDER' | 'MAIL_API_KEY' | 'MAIL_FROM' | 'MAIL_OUTBOX_FILE'>,
): MailProvider {
  if (settings.MAIL_PROVIDER === 'postmark' && settings.MAIL_API_KEY && settings.MAIL_FROM) {
    return postmarkMailProvider({ apiKey: settings.MAIL_API_KEY, from: settings.MAIL_FROM });
  }
  return logMailProvider(logger, settings.MAIL_OUTBOX_FILE);
}

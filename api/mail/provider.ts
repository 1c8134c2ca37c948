import { appendFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import { fetchWithin } from '../http/fetch-within';
import { errorMessage } from '../logger';

/** One plain-text e-mail (the product sends only password reset links). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one e-mail or throws MailError. */
export interface MailProvider {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

export class MailError extends Error {}

/**
 * The default: one log line `Mail to <address>: <subject>` with the text, and nothing leaves
 * the machine: the log is the mail server of a demo. With `outboxFile` (setting
 * MAIL_OUTBOX_FILE) each mail is also appended to that file, where a person or a browser
 * test can read the link while the server holds the embedded database.
 */
export function logMailProvider(logger: Logger, outboxFile?: string): MailProvider {
  return {
    name: 'log',
    async send({ to, subject, text }) {
      logger.info({ event: 'mail', to, subject }, `Mail to ${to}: ${subject}\n${text}`);
      if (outboxFile) await appendFile(outboxFile, `${new Date().toISOString()} Mail to ${to}: ${subject}\n${text}\n\n`);
    },
  };
}

export const POSTMARK_API = 'https://api.postmarkapp.com';

/**
 * Postmark's HTTP API (POST /email with the server token in X-Postmark-Server-Token). A
 * timeout, an unreachable server, a non-2xx status or an ErrorCode other than 0 is a failure.
 */
export function postmarkMailProvider(options: { apiKey: string; from: string; baseUrl?: string; timeoutMs?: number }): MailProvider {
  const url = new URL('/email', options.baseUrl ?? POSTMARK_API);
  return {
    name: 'postmark',
    async send({ to, subject, text }) {
      let res: Response;
      try {
        res = await fetchWithin(options.timeoutMs ?? 10_000, 'The mail service', url, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Postmark-Server-Token': options.apiKey },
          body: JSON.stringify({ From: options.from, To: to, Subject: subject, TextBody: text, MessageStream: 'outbound' }),
        });
      } catch (err) {
        throw new MailError(`mail service unreachable: ${errorMessage(err)}`);
      }
      const body = (await res.json().catch(() => ({}))) as { ErrorCode?: number; Message?: string };
      if (!res.ok) throw new MailError(`mail service answered ${res.status}: ${String(body.Message ?? '').slice(0, 200)}`);
      if (body.ErrorCode !== 0)
        throw new MailError(`mail service refused (${String(body.ErrorCode)}): ${String(body.Message ?? '').slice(0, 200)}`);
    },
  };
}

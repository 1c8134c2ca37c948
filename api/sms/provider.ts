import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';
import { fetchWithin } from '../http/fetch-within';
import { errorMessage } from '../logger';

/** Sends one SMS or throws SmsError; every attempt is recorded in the outbox. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

export class SmsError extends Error {}

/**
 * The default: one log line `SMS to <phone>: <text>` and an outbox row, nothing leaves the
 * machine. With `outboxFile` (setting SMS_OUTBOX_FILE) each line is also appended to that
 * file, where a person or a browser test can read the code while the server holds the
 * embedded database; a file it cannot write is a warning in the log, not a failed SMS.
 */
export function logSmsProvider(db: Db, logger: Logger, outboxFile?: string): SmsProvider {
  return {
    name: 'log',
    async send(phone, text) {
      logger.info({ event: 'sms', phone }, `SMS to ${phone}: ${text}`);
      await db.insert(smsOutbox).values({ phone, text, provider: 'log', status: 'logged' });
      if (!outboxFile) return;
      // The file is a copy for reading the code by hand; the log line and the row above already hold the
      // SMS. A path the server cannot write (a missing folder, no rights) is said in the log, and the
      // discount request still goes on rather than answer 500 at the cashier's desk.
      await appendLine(outboxFile, `${new Date().toISOString()} SMS to ${phone}: ${text}\n`).catch((err: unknown) =>
        logger.warn({ event: 'sms_outbox_file_failed', file: outboxFile, err: errorMessage(err) }, 'SMS_OUTBOX_FILE cannot be written'),
      );
    },
  };
}

/**
 * One line at the file's end, never waiting on the file: a named pipe nobody reads would hold one of
 * the four threads Node's file calls share (and, four SMS later, every sign-in and file read with
 * them), so the file is opened non-blocking and such a pipe refuses at once (ENXIO, EAGAIN).
 */
async function appendLine(file: string, line: string): Promise<void> {
  const handle = await open(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 0o640);
  try {
    await handle.write(line);
  } finally {
    await handle.close();
  }
}

/**
 * SMS.ru's HTTP API (GET /sms/send?api_id&to&msg&json=1). A timeout, a 5xx or an answer
 * other than OK is a failure.
 */
export function smsRuProvider(db: Db, options: { apiKey: string; baseUrl?: string; timeoutMs?: number }): SmsProvider {
  const base = options.baseUrl ?? 'https://sms.ru';
  return {
    name: 'smsru',
    async send(phone, text) {
      const url = new URL('/sms/send', base);
      url.search = new URLSearchParams({ api_id: options.apiKey, to: phone.replace(/\D/g, ''), msg: text, json: '1' }).toString();
      let status = 'failed';
      try {
        const res = await fetchWithin(options.timeoutMs ?? 10_000, 'The gateway', url);
        if (!res.ok) throw new SmsError(`gateway answered ${res.status}`);
        const body = (await res.json().catch(() => ({}))) as { status?: string; sms?: Record<string, { status?: string }> };
        const perPhone = body.sms ? Object.values(body.sms)[0] : undefined;
        if (body.status !== 'OK' || (perPhone && perPhone.status !== 'OK'))
          throw new SmsError(`gateway refused: ${JSON.stringify(body).slice(0, 200)}`);
        status = 'sent';
      } catch (err) {
        throw err instanceof SmsError ? err : new SmsError(`gateway unreachable: ${errorMessage(err)}`);
      } finally {
        await db.insert(smsOutbox).values({ phone, text, provider: 'smsru', status });
      }
    },
  };
}

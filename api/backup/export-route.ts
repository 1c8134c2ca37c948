import { Router, type Response } from 'express';
import type { Db } from '../db/database';
import { spendTicket } from './download-ticket';
import { refusePlainly } from '../http/reader-text';
import { EXPORT_TABLES, tableCsv } from './export-tables';
import { runOn } from './verify-embedded';
import { ZipStream } from './zip-stream';

/** What the archive says of itself, for whoever opens it (the API's words are Russian, decision 014). */
const README = [
  'Выгрузка данных Washdesk: каждая таблица — отдельный файл CSV (UTF-8, разделитель «;»).',
  'Деньги — в копейках (целые числа): 125050 — это 1 250,50 ₽. Время — в UTC (ISO 8601).',
  'Пароли учётных записей не выгружаются.',
  '',
].join('\r\n');

/** The ticket's name of an export (download-ticket.ts): no backup file is called so. */
export const EXPORT_TICKET = 'export';

/** Writes a chunk and waits while the client's connection is full; stops when the client went away. */
function sinkOf(res: Response) {
  return (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (res.destroyed) {
        reject(new Error('the client went away'));
        return;
      }
      if (res.write(chunk)) resolve();
      else res.once('drain', resolve);
    });
}

/**
 * `GET /api/v1/export/file/{ticket}`: every table of the business as CSV in one zip, made as it
 * is sent (owner/export gave the ticket and wrote the audit entry). Each table is read in pages
 * of its own; the archive is not one moment of the books (a backup is).
 */
export function exportRouter(db: Db): Router {
  const router = Router();
  router.get('/export/file/:ticket', (req, res) => {
    if (spendTicket(req.params.ticket, new Date()) !== EXPORT_TICKET) {
      refusePlainly(req, res, 410, 'export_link_expired');
      return;
    }
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="washdesk-export-${stamp}.zip"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const zip = new ZipStream(sinkOf(res));
    const run = runOn({ db });
    void (async () => {
      await zip.file(
        'README.txt',
        (async function* () {
          yield README;
        })(),
      );
      for (const { table, key, omit } of EXPORT_TABLES) await zip.file(`${table}.csv`, tableCsv(run, table, key, omit));
      await zip.end();
      res.end();
    })().catch(() => res.destroy());
  });
  return router;
}

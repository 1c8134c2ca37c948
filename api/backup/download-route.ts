import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { listBackups } from './backup-files';
import { BACKUP_FILE_NAME, spendTicket } from './download-ticket';

/** A plain sentence for a browser that followed an address it should not have. */
function refuse(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * `GET /api/v1/backups/file/{ticket}`: the backup file a signed ticket names (download-ticket.ts),
 * streamed as an attachment. The ticket was given by `owner/backups/download`, which checked
 * the owner and wrote the audit entry; only listed backups (complete and verified) are served.
 */
export function backupDownloadRouter(dir: string): Router {
  const router = Router();
  router.get('/backups/file/:ticket', (req, res) => {
    const file = spendTicket(req.params.ticket, new Date());
    if (!file || !BACKUP_FILE_NAME.test(file)) {
      refuse(res, 410, 'Ссылка на резервную копию устарела: нажмите «Скачать» на странице «Резервные копии» ещё раз.');
      return;
    }
    const full = path.join(dir, file);
    const listed = listBackups(dir).some((b) => b.file === file);
    if (!listed || !existsSync(full)) {
      refuse(res, 404, `Резервной копии «${file}» больше нет: её удалили по сроку хранения.`);
      return;
    }
    res.set({
      'Content-Type': file.endsWith('.gz') ? 'application/gzip' : 'application/octet-stream',
      'Content-Length': String(statSync(full).size),
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const stream = createReadStream(full);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
  return router;
}

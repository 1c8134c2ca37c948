import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { refusePlainly } from '../http/reader-text';
import { listBackups } from './backup-files';
import { BACKUP_FILE_NAME, spendTicket } from './download-ticket';

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
      refusePlainly(req, res, 410, 'backup_link_expired');
      return;
    }
    const full = path.join(dir, file);
    const listed = listBackups(dir).some((b) => b.file === file);
    if (!listed || !existsSync(full)) {
      refusePlainly(req, res, 404, 'backup_not_found', { file });
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

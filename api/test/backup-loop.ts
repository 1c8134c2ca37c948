/**
 * The crash test's victim (api/backup/crash.test.ts): opens the embedded database in DATA_DIR
 * on its own thread, as the server does, says «ready», and takes one verified backup after
 * another into BACKUP_DIR, saying «made <file>» after each, until it is killed.
 */
import { openDatabase } from '../db/open';
import { takeBackup } from '../backup/take-backup';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR!, thread: true });
console.log('ready');
for (;;) {
  const made = await takeBackup(database, {
    dir: process.env.BACKUP_DIR!,
    reason: 'manual',
    retention: { daily: 7, weekly: 4, monthly: 12 },
    timeZone: 'Europe/Moscow',
  });
  console.log(`made ${made.file}`);
}

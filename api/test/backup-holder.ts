/**
 * A stand-in for the running server in the backup command's test: it holds the embedded
 * database (DATA_DIR) as the server does and takes backup requests with server/backups.ts, then
 * says «ready» on stdout. Stopped by SIGTERM.
 */
import { openConfiguredDatabase } from '../db/configured';
import { createLogger } from '../logger';
import { parseSettings } from '../settings';
import { backupServiceOf, startBackups } from '../../server/backups';

const settings = parseSettings(process.env);
const database = await openConfiguredDatabase(settings);
const logger = createLogger('silent');
const backups = startBackups(backupServiceOf(database, settings, logger), settings, logger);
// The server's listening socket keeps it alive; here a timer does.
const alive = setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => {
  clearInterval(alive);
  backups.stop();
  void database.close().then(() => process.exit(0));
});
console.log('ready');

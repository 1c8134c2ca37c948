import { rmSync } from 'node:fs';
import { DEMO_TEMPLATE } from './demo-data-dir';
import { testServer } from './spawn-server';

/** Once per run: a server's first start with the demo data, stopped cleanly, copied by the specs' own servers (demoDataDir). */
export default async function globalSetup() {
  rmSync(DEMO_TEMPLATE, { recursive: true, force: true });
  const server = testServer({ DATA_DIR: DEMO_TEMPLATE, SEED_DEMO: 'true' });
  await server.start();
  await server.stop();
}

import { rmSync } from 'node:fs';
import { test, type Browser, type Page } from '@playwright/test';
import { testServer, type TestServer } from './spawn-server';
import { demoDataDir } from './demo-data-dir';

/**
 * A server of the spec file's own, on a fresh demo database, for the owner's stories
 * (e2e/owner-back-office.spec.ts, e2e/owner-prices.spec.ts): a new price must not change the
 * figures the other stories check on the shared one. Started before the file's tests and
 * stopped after them; `pageFor` opens a page of a new browser context on it.
 */
export function ownerServer() {
  let server: TestServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = demoDataDir('washdesk-owner-');
    server = testServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await server.start();
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    async pageFor(browser: Browser, viewport = { width: 1366, height: 768 }): Promise<Page> {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport });
      return context.newPage();
    },
  };
}

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the
 * production build on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'e2e',
  // Specs named *.pg.spec.ts need a PostgreSQL server (several processes share one); they
  // run whenever TEST_DATABASE_URL names one, as in CI.
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.spec.ts'],
  fullyParallel: true,
  // One worker: on the 2-core CI machine two browsers beside the server ran no faster in
  // total, and each step took two to three times as long.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shifts', testMatch: /shifts\.setup\.ts/ },
    { name: 'chromium', dependencies: ['shifts'], use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
  ],
  webServer: {
    command: `test -f build/server/index.js || npm run build; rm -rf .e2e-data && mkdir -p .e2e-data && NODE_ENV=production DATA_DIR=.e2e-data SMS_OUTBOX_FILE=.e2e-data/sms.log MAIL_OUTBOX_FILE=.e2e-data/mail.log PORT=${PORT} HOST=127.0.0.1 ALLOW_REGISTRATION=true LOG_LEVEL=${process.env.E2E_LOG_LEVEL ?? 'error'} node --import tsx server.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownerStamp } from '../api/db/process-alive';
import { readZip } from '../api/test/read-zip';
import { demoDataDir } from './demo-data-dir';
import { testServer, type TestServer } from './spawn-server';
import { DEMO, expectNoRawText, signIn } from './support';

/**
 * The owner checks the books are safe (docs/reliability.md 'The owner's screen'): the screen
 * says a copy failed and why, with a red line on every owner screen; a copy made now is
 * verified, listed and copied to the second folder; a download is the very file, and the
 * audit log says who took it. A server of its own, with its own backup folders.
 */
let server: TestServer;
let dataDir: string;
let folders: string;
const backupDir = () => path.join(folders, 'backups');
const copyDir = () => path.join(folders, 'usb');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = demoDataDir('washdesk-backups-');
  folders = mkdtempSync(path.join(tmpdir(), 'washdesk-backup-folders-'));
  server = testServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', BACKUP_DIR: backupDir(), BACKUP_COPY_DIR: copyDir() });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(folders, { recursive: true, force: true });
});

async function ownerPage(page: Page) {
  await page.goto(`${server.baseURL}/log_in`);
  await signIn(page, DEMO.owner.login, DEMO.owner.password);
  await page.getByRole('link', { name: 'Резервные копии' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Резервные копии' })).toBeVisible();
}

test('a failed copy shows on owner screens; a copy made now is verified, copied off the box, downloaded, audited; tables export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ownerPage(page);
  await expect(
    page.getByText('Копий ещё нет: первая сделается через полчаса после запуска сервера, потом каждый день в 03:30'),
  ).toBeVisible();
  await expect(page.getByText('Проверенных копий пока нет.')).toBeVisible();

  // `npm run backup` from another process holds the folder: the owner's copy cannot be made.
  mkdirSync(backupDir(), { recursive: true });
  writeFileSync(path.join(backupDir(), '.backup-lock'), ownerStamp());
  await page.getByRole('button', { name: 'Сделать копию сейчас' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Последняя копия' })).toContainText('не удалась');
  await expect(page.getByRole('alert').filter({ hasText: 'Последняя копия' })).toContainText('В это время делалась другая копия');
  await page.getByRole('link', { name: 'Отчёты' }).click();
  const line = page.getByRole('alert').filter({ hasText: 'Резервная копия не сделана.' });
  await expect(line).toContainText('Проверенных копий нет.');
  await line.getByRole('link', { name: 'Резервные копии' }).click();

  // The other process is done: the copy is made, checked, and listed.
  rmSync(path.join(backupDir(), '.backup-lock'));
  await page.getByRole('button', { name: 'Сделать копию сейчас' }).click();
  await expect(page.getByText('Копия делается: она появится в списке, когда будет проверена')).toBeVisible();
  const list = page.getByRole('table', { name: 'Копии' });
  const row = list.getByRole('row').nth(1);
  await expect(row).toContainText('Вручную', { timeout: 60_000 });
  await expect(row).toContainText('Проверена');
  await expect(row).toContainText(/\d+,\d МБ/);
  await expect(page.getByText(/^Последняя проверенная копия: \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByText(/Последняя скопирована: \d\d\.\d\d\.\d{4} \d\d:\d\d/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Резервная копия не сделана.' })).toHaveCount(0);
  await expectNoRawText(page);

  // The download is the file that was verified: its manifest's checksum, byte for byte.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Скачать копию от / }).click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^washdesk-\d{8}T\d{6}Z-app[\d.]+-\d{4}_[a-z_]+\.pgdata\.tar\.gz$/);
  const saved = path.join(folders, 'downloaded');
  await download.saveAs(saved);
  const manifest = JSON.parse(readFileSync(path.join(backupDir(), `${name}.json`), 'utf8')) as { sha256: string };
  expect(createHash('sha256').update(readFileSync(saved)).digest('hex')).toBe(manifest.sha256);
  // The same file in the second folder.
  expect(
    createHash('sha256')
      .update(readFileSync(path.join(copyDir(), name)))
      .digest('hex'),
  ).toBe(manifest.sha256);
  await expect(page.getByRole('heading', { level: 1, name: 'Резервные копии' })).toBeVisible();

  // Every table for the accountant, in one zip: the demo orders are all there.
  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Выгрузить все таблицы (CSV)' }).click(),
  ]);
  expect(archive.suggestedFilename()).toMatch(/^washdesk-export-\d{8}-\d{4}\.zip$/);
  const files = readZip(readFileSync(await archive.path()));
  const orders = files
    .get('orders.csv')!
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(orders[0]!.split(';')).toEqual(expect.arrayContaining(['id', 'sum_final', 'total_paid']));
  expect(orders.length).toBeGreaterThan(5);
  expect(files.get('users.csv')).not.toContain('password_hash');

  await page.getByRole('link', { name: 'Журнал изменений' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Резервная копия скачана' });
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('Владелец');
  await expect(page.getByRole('row').filter({ hasText: 'Данные выгружены' })).toHaveCount(1);
});

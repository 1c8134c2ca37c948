import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ baseURL: 'http://127.0.0.1:5340', viewport: { width: 718, height: 1000 } });
await page.goto('/log_in');
await page.fill('input[name=login]', 'owner'); await page.fill('input[name=password]', 'owner-demo');
await page.click('button.btn-lg[type=submit]'); await page.waitForURL(/owner/);
await page.emulateMedia({ media: 'print' });
await page.goto('/master/task/195/print');
console.log(await page.evaluate(() => {
  const out: string[] = [`doc ${document.documentElement.scrollWidth} ${document.documentElement.clientWidth}`];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const r = (el as HTMLElement).getBoundingClientRect();
    if (r.right > document.documentElement.clientWidth + 1 && r.width > 0) out.push(`${el.tagName}.${(el as HTMLElement).className} ${Math.round(r.left)}-${Math.round(r.right)}`);
  }
  return out.slice(0, 12).join('\n');
}));
await browser.close();

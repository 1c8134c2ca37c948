import { chromium } from 'playwright';
const base = 'http://127.0.0.1:5340';
const [who, pass, lang, ...paths] = process.argv.slice(2);
const sizes = (process.env.SIZES ?? 'desktop').split(',');
const dims: Record<string, { width: number; height: number }> = { desktop: { width: 1366, height: 768 }, tablet: { width: 820, height: 1180 }, phone: { width: 390, height: 844 } };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const size of sizes) {
  const context = await browser.newContext({ viewport: dims[size] });
  if (lang === 'en') await context.addCookies([{ name: 'wd_lng', value: encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64')), url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/log_in`);
  await page.locator('input[name=login]').fill(who!);
  await page.locator('input[name=password]').fill(pass!);
  await page.locator('button.btn-lg[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/log_in'));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(800);
    const name = `/tmp/shots/${who}-${lang}-${size}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    const text = await page.locator('body').innerText();
    const bad = text.match(/undefined|owner\.[a-z]+\.|\bnull\b|NaN/g);
    console.log(name, bad ? `SUSPECT: ${bad.join(',')}` : 'ok');
  }
  await context.close();
}
await browser.close();

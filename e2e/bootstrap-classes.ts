import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { classesIn } from '../server/customer-bundle/css-subset';

/** Every class the whole of Bootstrap styles. */
const BOOTSTRAP = classesIn(readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'));

/**
 * Bootstrap's classes on the page that the page's stylesheets do not style: the build cuts
 * Bootstrap to the classes the app's code can write (docs/decisions/047-staff-first-paint.md),
 * and a class it missed would leave a screen unstyled without an error anywhere.
 */
export async function unstyledBootstrapClasses(page: Page): Promise<string[]> {
  const { used, selectors } = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) found.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const classes = new Set(Array.from(document.querySelectorAll('*')).flatMap((e) => Array.from(e.classList)));
    return { used: [...classes], selectors: found.join(' ') };
  });
  const styled = classesIn(selectors);
  return used.filter((c) => BOOTSTRAP.has(c) && !styled.has(c)).sort();
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { staffBootstrapCut } from './staff-bootstrap-cut';

const BOOTSTRAP = path.resolve('node_modules/bootstrap/dist/css/bootstrap.min.css');
const CSS = [
  '.btn{a:1}',
  '.card-body{a:2}',
  '.carousel-item{a:3}',
  '.modal-dialog-centered{a:4}',
  '.offcanvas-end{a:5}',
  '.text-bg-warning{a:6}',
  '.accordion-button{a:7}',
].join('');

describe("the staff app's Bootstrap, cut to its classes", () => {
  const app = mkdtempSync(path.join(tmpdir(), 'washdesk-cut-'));
  mkdirSync(path.join(app, 'components'));
  // Written whole, built from a template, and passed to react-bootstrap as props it makes classes of.
  writeFileSync(
    path.join(app, 'components', 'screen.tsx'),
    [
      'export const A = (tone: string) => (',
      '  <div className={`btn card-body text-bg-${tone}`}><Modal centered /><Offcanvas placement="end" /></div>',
      ');',
    ].join('\n'),
  );
  // A test's words are not the app's.
  writeFileSync(path.join(app, 'components', 'screen.test.tsx'), 'const x = "accordion-button";');
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  const cut = (from: string) =>
    postcss([staffBootstrapCut({ appDirectory: app })])
      .process(CSS, { from })
      .then((r) => r.css);

  it('keeps the classes the code writes, builds from a template, or has react-bootstrap build from its props', async () => {
    const css = await cut(BOOTSTRAP);
    for (const kept of ['.btn{', '.card-body{', '.text-bg-warning{', '.modal-dialog-centered{', '.offcanvas-end{'])
      expect(css).toContain(kept);
  });

  it('drops what nothing in the app can put on a page, and reads no test for words', async () => {
    const css = await cut(BOOTSTRAP);
    expect(css).not.toContain('.carousel-item');
    expect(css).not.toContain('.accordion-button');
  });

  it("leaves any other stylesheet whole (the app's own)", async () => {
    expect(await cut(path.resolve('app/styles/app.css'))).toBe(CSS);
  });
});

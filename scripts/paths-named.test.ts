import { describe, expect, it } from 'vitest';
import { cssComments, globToRegExp, indexPaths, pathExists, pathsInText, pathsNamed, scriptComments } from './paths-named';

const roots = new Set(['api', 'app', 'server', 'e2e', 'docs', 'scripts', 'locales', '.ci', 'server.ts', 'package.json', 'README.md']);

const inDoc = (text: string, file = 'docs/notes.md') => pathsInText(text, { file, roots, markdown: true }).map((found) => found.path);
const inComment = (text: string, file = 'api/orders/list.ts') =>
  pathsInText(text, { file, roots, inCode: true }).map((found) => found.path);

describe('what counts as a path', () => {
  it('a token that starts with a top-level folder, in backticks, brackets or plain', () => {
    expect(inDoc('see `api/orders/list.ts`, (app/root.tsx) and server/http/ too')).toEqual([
      'api/orders/list.ts',
      'app/root.tsx',
      'server/http/',
    ]);
    expect(inDoc('| 8a | ... | `e2e/hardening.spec.ts` |')).toEqual(['e2e/hardening.spec.ts']);
    expect(inDoc('**docs/domain.md**')).toEqual(['docs/domain.md']);
  });

  it('a top-level file by its name alone', () => {
    expect(inDoc('run server.ts; the package.json scripts; README.md.')).toEqual(['server.ts', 'package.json', 'README.md']);
    expect(inDoc('a server.tsx or some.ts is not one')).toEqual([]);
  });

  it('in a code comment, a source file named alone, to be found in some folder', () => {
    expect(inComment('catches up on connect (socket.server.ts); see print.css and 0021_x.sql')).toEqual([
      '**/socket.server.ts',
      '**/print.css',
      '**/0021_x.sql',
    ]);
    expect(inComment('a `<name>.tsx` placeholder, a package like socket.io, or version 1.2')).toEqual([]);
    expect(inDoc('in prose, some.ts is left alone')).toEqual([]);
    const index = indexPaths(['server/live/socket.ts', 'app/styles/print.css']);
    expect(pathExists('**/socket.ts', index)).toBe(true);
    expect(pathExists('**/socket.server.ts', index)).toBe(false);
  });

  it('drops trailing punctuation, anchors and line numbers', () => {
    expect(inDoc('in api/orders/list.ts: and docs/domain.md#users, api/http/pipeline.ts:65:3.')).toEqual([
      'api/orders/list.ts',
      'docs/domain.md',
      'api/http/pipeline.ts',
    ]);
  });

  it('keeps globs and brace groups; reads ${...} as *', () => {
    expect(inDoc('`e2e/*.pg.spec.ts`, api/**, `locales/{ru,en}/common.json`')).toEqual([
      'e2e/*.pg.spec.ts',
      'api/**',
      'locales/{ru,en}/common.json',
    ]);
    expect(inComment('// locales/${locale}/errors.json')).toEqual(['locales/*/errors.json']);
  });

  it('never an address or a route: /api/v1/..., api/v1/..., /master/tasks, URLs, ports, packages', () => {
    expect(
      inDoc(
        'POST /api/v1/order/pay, `api/v1/order/list`, /master/tasks, https://example.com/app/x.ts, localhost:3000/api/v1, ' +
          '@scope/server/index.js',
      ),
    ).toEqual([]);
  });

  it('words that only contain a folder name are not paths', () => {
    expect(inDoc('the reapi/x, my-app/x, e2e-tests/x, sub.docs/x')).toEqual([]);
  });

  it('`./x` from the root only when x is a top-level name; working data like ./data is not kept', () => {
    expect(inDoc('`./api/db/migrations` and ./data and ./data-bench')).toEqual(['api/db/migrations']);
  });

  it('`../x` that stays inside: the rest must end a path somewhere; leaving the repository is outside', () => {
    expect(inComment('// imported as ../db/schema', 'api/orders/list.ts')).toEqual(['**/db/schema']);
    const outside = pathsInText('the contract is in ../shared/contract', { file: 'README.md', roots });
    expect(outside).toEqual([{ line: 1, written: '../shared/contract', path: '../shared/contract', kind: 'outside' }]);
  });

  it('upper-case notes that are not top-level files are outside the repository', () => {
    const found = pathsInText('as BRIEF.md, PLAN.md and GUIDE.md say; README.md is ours', { file: 'docs/x.md', roots });
    expect(found.map((f) => [f.written, f.kind])).toEqual([
      ['BRIEF.md', 'outside'],
      ['PLAN.md', 'outside'],
      ['GUIDE.md', 'outside'],
      ['README.md', 'repo'],
    ]);
  });

  it('Markdown link targets are read from the folder of their file', () => {
    expect(
      inDoc('[domain](domain.md), [up](../../README.md#run), [web](https://x.org/a), [here](#users)', 'docs/decisions/001.md'),
    ).toEqual(['docs/decisions/domain.md', 'README.md']);
    expect(pathsInText('[x](../../y.md)', { file: 'docs/x.md', roots, markdown: true })[0]!.kind).toBe('outside');
  });

  it('aliases in code comments: ~/ under app/ only, #contract/ anywhere', () => {
    expect(inComment('// see ~/utils/format', 'app/routes/x.tsx')).toEqual(['app/utils/format']);
    expect(inComment('// see ~/utils/format', 'scripts/x.ts')).toEqual([]);
    expect(inComment('// see #contract/roles', 'server/x.ts')).toEqual(['api/contract/roles']);
    expect(inDoc('cache in ~/.cache/ms-playwright')).toEqual([]);
  });

  it('gives the line of each path', () => {
    const found = pathsInText('one\ntwo api/a.ts\nthree', { file: 'docs/x.md', roots, firstLine: 10 });
    expect(found.map((f) => f.line)).toEqual([11]);
  });
});

describe('comments of code', () => {
  it('reads // and /* */ comments with their lines, not strings, templates, regexes or JSX text', () => {
    const source = [
      "const a = '// api/not-a-comment.ts';",
      'const b = `/* app/nor-this.ts */ ${a}`;',
      'const c = /\\/\\/ server\\/no.ts/;',
      '// api/one.ts',
      'const d = 1; /* app/two.ts',
      '   more */',
      'const e = <div>// e2e/jsx-text.ts {/* docs/three.md */}</div>;',
    ].join('\n');
    expect(scriptComments(source, 'app/x.tsx')).toEqual([
      { line: 4, text: '// api/one.ts' },
      { line: 5, text: '/* app/two.ts\n   more */' },
      { line: 7, text: '/* docs/three.md */' },
    ]);
    expect(pathsNamed('app/x.tsx', source, roots).map((f) => [f.line, f.path])).toEqual([
      [4, 'api/one.ts'],
      [5, 'app/two.ts'],
      [7, 'docs/three.md'],
    ]);
  });

  it('reads CSS comments, not strings', () => {
    const source = 'a { content: "/* app/no.css */"; }\n/* the wizard: app/routes/x.tsx */\nb {}';
    expect(cssComments(source)).toEqual([{ line: 2, text: '/* the wizard: app/routes/x.tsx */' }]);
  });

  it('reads all of a Markdown file, code blocks too', () => {
    expect(pathsNamed('README.md', '# Title\n\n```sh\nnpx tsx scripts/check-paths.ts\n```\n', roots).map((f) => [f.line, f.path])).toEqual([
      [4, 'scripts/check-paths.ts'],
    ]);
  });
});

describe('whether a path exists', () => {
  const index = indexPaths([
    'api/orders/list.ts',
    'api/db/schema/index.ts',
    'docs/decisions/017-one-call-pipeline-two-ways-in.md',
    'e2e/cluster.pg.spec.ts',
    'locales/ru/common.json',
    'locales/en/common.json',
    'README.md',
  ]);

  it('files and folders; a trailing / asks for a folder', () => {
    expect(pathExists('api/orders/list.ts', index)).toBe(true);
    expect(pathExists('api/orders', index)).toBe(true);
    expect(pathExists('api/orders/', index)).toBe(true);
    expect(pathExists('api/orders/list.ts/', index)).toBe(false);
    expect(pathExists('api/orders/gone.ts', index)).toBe(false);
    expect(pathExists('README.md', index)).toBe(true);
  });

  it('globs need one match', () => {
    expect(pathExists('e2e/*.pg.spec.ts', index)).toBe(true);
    expect(pathExists('e2e/*.pw.spec.ts', index)).toBe(false);
    expect(pathExists('api/**', index)).toBe(true);
    expect(pathExists('locales/{ru,en}/common.json', index)).toBe(true);
    expect(pathExists('locales/{de,fr}/common.json', index)).toBe(false);
    expect(pathExists('**/db/schema', index)).toBe(true);
    expect(pathExists('**/orders/list', index)).toBe(true);
  });

  it('modules without their extension, and decisions by their number', () => {
    expect(pathExists('api/orders/list', index)).toBe(true);
    expect(pathExists('api/db/schema', index)).toBe(true);
    expect(pathExists('docs/decisions/017', index)).toBe(true);
    expect(pathExists('docs/decisions/018', index)).toBe(false);
  });

  it('glob syntax', () => {
    expect(globToRegExp('api/**/*.test.ts').test('api/orders/x.test.ts')).toBe(true);
    expect(globToRegExp('api/**/*.test.ts').test('api/x.test.ts')).toBe(true);
    expect(globToRegExp('api/*.ts').test('api/orders/x.ts')).toBe(false);
    expect(globToRegExp('app/**/*.test.{ts,tsx}').test('app/a/b.test.tsx')).toBe(true);
  });
});

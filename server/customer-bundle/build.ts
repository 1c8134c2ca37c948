import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build, transform, type Plugin } from 'esbuild';
import { cssSubset, wordsOf } from './css-subset';

/**
 * The customers' pages' own files (docs/decisions/046-the-customers-own-bundle.md): one small
 * script and one stylesheet, instead of the staff app's React bundle and all of Bootstrap.
 * Built by `npm run build` into the web app's assets (scripts/build-customer.ts), and in
 * memory when the development server starts.
 */

/** The script: what the order and booking pages do with JavaScript, and nothing else. */
const SCRIPT_ENTRY = 'app/customer-script/main.ts';

/** The pages' route modules and their document: every class the customers' pages can carry is in their import graph. */
const PAGE_ENTRIES = [
  'app/routes/o.$token/route.tsx',
  'app/routes/book/route.tsx',
  'app/routes/b.$token/route.tsx',
  'app/components/customer/customer-document.tsx',
  SCRIPT_ENTRY,
];

/**
 * Bootstrap first, then the app's own rules in the cascade order app/styles/app.css gives them.
 * Bootstrap and the app's base rules are cut to what the pages use (their classes are written
 * out whole in the code); the customers' own two files are theirs entirely and stay whole,
 * since some of their classes are built from a state (`wd-customer-state-${state}`).
 */
const STYLE_SOURCES: Array<{ file: string; subset: boolean }> = [
  { file: 'bootstrap/dist/css/bootstrap.css', subset: true },
  { file: 'app/styles/base.css', subset: true },
  { file: 'app/styles/customer.css', subset: false },
  { file: 'app/styles/booking.css', subset: false },
];

/** Where the built files are served (the web app's assets: cached a year, named by their content). */
const ASSETS_PATH = '/assets/';

export interface BuiltFile {
  href: string;
  body: string;
  type: string;
}
export interface CustomerBundle {
  script: BuiltFile;
  style: BuiltFile;
}

export async function buildCustomerBundle(): Promise<CustomerBundle> {
  const [script, style] = await Promise.all([buildScript(), buildStyle()]);
  return { script, style };
}

async function buildScript(): Promise<BuiltFile> {
  const result = await build({
    entryPoints: [SCRIPT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    // The phones a customer may hold: the last few years' browsers.
    target: ['chrome87', 'safari14', 'firefox78'],
    tsconfig: 'tsconfig.json',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return named('customer', 'js', result.outputFiles[0]!.text, 'text/javascript; charset=utf-8');
}

async function buildStyle(): Promise<BuiltFile> {
  const words = await pageWords();
  const require = createRequire(import.meta.url);
  const css = STYLE_SOURCES.map((source) => {
    const file = source.file.startsWith('app/') ? source.file : require.resolve(source.file);
    const text = readFileSync(file, 'utf8');
    return source.subset ? cssSubset(text, words, file) : text;
  }).join('\n');
  const { code } = await transform(css, { loader: 'css', minify: true, legalComments: 'none' });
  return named('customer', 'css', code, 'text/css; charset=utf-8');
}

/**
 * Every word of the app's own files the customers' pages import, found through esbuild's
 * bundling of their entries (packages and stylesheets left out, nothing written).
 */
async function pageWords(): Promise<Set<string>> {
  const result = await build({
    entryPoints: PAGE_ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'customer-bundle-scan',
    packages: 'external',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    loader: { '.css': 'empty' },
    plugins: [assetUrlsExternal],
    logLevel: 'warning',
  });
  const words = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.startsWith('node_modules/') || !/\.tsx?$/.test(input)) continue;
    for (const word of wordsOf(readFileSync(input, 'utf8'))) words.add(word);
  }
  return words;
}

/** Vite's `?url` imports (a stylesheet's address): not code, nothing to scan. */
const assetUrlsExternal: Plugin = {
  name: 'asset-urls-external',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, external: true }));
  },
};

function named(name: string, ext: string, body: string, type: string): BuiltFile {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
  return { href: `${ASSETS_PATH}${name}-${hash}.${ext}`, body, type };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { PluginCreator } from 'postcss';
import { cutRules, wordsOf } from '../server/customer-bundle/css-subset';

/** Bootstrap's stylesheets as the root route imports them (left to right and right to left). */
const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.rtl)?\.min\.css(\?|$)/;

/** The react-bootstrap components the app uses: they build class names from their props (`modal-dialog-centered`). */
const COMPONENT_ENTRY =
  "export { default as Modal } from 'react-bootstrap/Modal'; export { default as Offcanvas } from 'react-bootstrap/Offcanvas';";

interface Vocabulary {
  /** Every word of the app's own code and of the components' code. */
  words: Set<string>;
  /** Words that end a template's fixed part (`text-bg-` of `text-bg-${tone}`): any class they begin is kept. */
  prefixes: string[];
  /** The components' words: a class made of their word, then words joined by hyphens, may be theirs. */
  componentWords: Set<string>;
}

/**
 * The staff app's Bootstrap cut to the classes its code can put on a page, as the customers'
 * stylesheet is (docs/decisions/047-staff-first-paint.md): a PostCSS step of the browser build.
 * Generous by design: a class stays if any word of the app's code spells it, if a template
 * begins it, or if a component's name begins it and the rest is words; a style lost would be a
 * broken screen, a style kept costs a few bytes.
 */
export const staffBootstrapCut: PluginCreator<{ appDirectory: string }> = (options) => {
  let vocabulary: Promise<Vocabulary> | undefined;
  return {
    postcssPlugin: 'washdesk-staff-bootstrap-cut',
    async Once(root) {
      if (!BOOTSTRAP_CSS.test(root.source?.input.file ?? '')) return;
      vocabulary ??= readVocabulary(options?.appDirectory ?? 'app');
      const v = await vocabulary;
      cutRules(root, (name) => v.words.has(name) || v.prefixes.some((p) => name.startsWith(p)) || builtByComponent(name, v));
    },
  };
};
staffBootstrapCut.postcss = true;

/** `modal-dialog-centered`: a component's word, then words, each part joined by a hyphen. */
function builtByComponent(name: string, v: Vocabulary): boolean {
  const parts = name.split('-');
  const from = (i: number): boolean => {
    if (i === parts.length) return true;
    for (let j = i + 1; j <= parts.length; j++) if (v.words.has(parts.slice(i, j).join('-')) && from(j)) return true;
    return false;
  };
  for (let j = 1; j < parts.length; j++) if (v.componentWords.has(parts.slice(0, j).join('-')) && from(j)) return true;
  return false;
}

async function readVocabulary(appDirectory: string): Promise<Vocabulary> {
  const words = new Set<string>();
  for (const file of sourceFiles(appDirectory)) for (const word of wordsOf(readFileSync(file, 'utf8'))) words.add(word);
  const componentWords = new Set<string>();
  const scan = await build({
    stdin: { contents: COMPONENT_ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'bootstrap-cut-scan',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'warning',
  });
  // Any node_modules in the path: esbuild names a linked or shared one by its real place, outside the checkout.
  for (const input of Object.keys(scan.metafile.inputs))
    if (/(^|[\\/])node_modules[\\/]/.test(input)) for (const word of wordsOf(readFileSync(input, 'utf8'))) componentWords.add(word);
  // Without the components' words every dialog and drawer would lose its styles, silently.
  if (!componentWords.has('modal') || !componentWords.has('offcanvas'))
    throw new Error("staff-bootstrap-cut: react-bootstrap's Modal and Offcanvas were not found to read their class names");
  for (const word of componentWords) words.add(word);
  const prefixes = [...words].filter((w) => w.endsWith('-') && w.length > 2);
  return { words, prefixes, componentWords };
}

/** The app's code, not its tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

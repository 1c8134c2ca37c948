/**
 * `npm run check:paths`: every repository path named in the Markdown files (README.md,
 * docs/ and the rest) and in the comments of code, CSS and root config files exists, and
 * no file outside the repository is named, nor an issue by its number: the repository
 * explains itself.
 * What counts as a path is described in scripts/paths-named.ts. Exits 1 with one
 * `file:line: path` per missing path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexPaths, pathExists, pathsNamed } from './paths-named';
import { repositoryFiles, root } from './repository-files';

/** Folders and files the repository is laid out in, even if one of them is gone. */
const KNOWN_ROOTS = [
  'api',
  'app',
  'server',
  'e2e',
  'docs',
  'scripts',
  'bench',
  'locales',
  'public',
  '.ci',
  'server.ts',
  'package.json',
  'README.md',
];

const CODE = /\.(?:tsx?|[cm]?js|css)$/;
/** An issue of a tracker named by its number («issue N», «issues N and M», «issue #N»). */
const TRACKER_NUMBER = /\b[Ii]ssues? #?\d+/;

/** Files whose text is read: all Markdown; code and CSS for their comments. */
function isRead(file: string): boolean {
  if (file.endsWith('.md')) return true;
  if (!CODE.test(file) || file.endsWith('.d.ts')) return false;
  return !file.includes('/') || /^(?:api|app|server|e2e|bench|scripts|locales)\//.test(file);
}

const files = repositoryFiles();
const index = indexPaths(files);
const roots = new Set([...KNOWN_ROOTS, ...files.map((file) => file.split('/')[0]!)]);

const problems: string[] = [];
let named = 0;
for (const file of files.filter(isRead).sort()) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const seen = new Set<string>();
  // The repository has no tracker: an issue number explains nothing; name the doc or decision.
  source.split('\n').forEach((text, at) => {
    if (TRACKER_NUMBER.test(text))
      problems.push(`${file}:${at + 1}: ${TRACKER_NUMBER.exec(text)![0]} (an issue number: name the doc or decision it means)`);
  });
  for (const found of pathsNamed(file, source, roots)) {
    named++;
    const key = `${found.line}\0${found.path}\0${found.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (found.kind === 'outside') problems.push(`${file}:${found.line}: ${found.written} (outside the repository)`);
    else if (!pathExists(found.path, index))
      problems.push(`${file}:${found.line}: ${found.written}${found.written === found.path ? '' : ` (${found.path})`}`);
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} named path(s) do not exist in the repository, or name an issue by its number:`);
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`All ${named} paths named in Markdown and code comments exist.`);

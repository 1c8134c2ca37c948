/**
 * Run by `npm install` and `npm ci` (postinstall): teaches React Router's matcher
 * (@remix-run/router) to keep what it works out for every request again, as React Router 7
 * does itself (docs/decisions/056-route-matching-cache.md), in both of its builds: the CommonJS
 * one the server loads, and the ES module one Vite bundles for the browser, where every live
 * reload of a screen matched the whole route tree again:
 * - the regular expression of each route path (compilePath), kept by path and options;
 * - the ranked branches of a route tree (flattenRoutes and rankRouteBranches), kept per tree
 *   object, which the server's route tables are for its whole life;
 * - which of those branches a path matched first (or that none did), kept per ranked branches
 *   for paths of up to 200 characters, at most 2,000 of them: a path asked again is tried
 *   against that branch alone, and its answer is built afresh, as before.
 * Matching answers stay the same; each page and each live reload of one is about half a
 * millisecond cheaper on the server (docs/benchmarks.md 'A page's floor'), and a live reload
 * in the browser a few milliseconds cheaper.
 *
 * Plain JavaScript with Node's own modules: it runs before anything else is installed, and
 * in installs without the dev dependencies. It changes nothing but the known version, writes
 * once (a marker says it was done), and never fails an install: an unexpected file is left
 * as it is, saying so.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const VERSION = '1.23.3';
/** The server's build (CommonJS, `main`) and the browser's (ES module, `module`, bundled by Vite). */
export const BUILDS = ['router.cjs.js', 'router.js'];
const MARKER = '/* washdesk: route matching cache, with the branch each path matched (docs/decisions/056-route-matching-cache.md) */';

const EDITS = [
  {
    what: 'the ranked branches of a route tree',
    from: '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n',
    to:
      '  let branches = rankedBranches.get(routes);\n' +
      '  if (!branches) {\n' +
      '    branches = flattenRoutes(routes);\n' +
      '    rankRouteBranches(branches);\n' +
      '    rankedBranches.set(routes, branches);\n' +
      '  }\n',
  },
  {
    what: 'the branch a path matched first',
    from:
      '  let matches = null;\n' +
      '  let decoded = decodePath(pathname);\n' +
      '  for (let i = 0; matches == null && i < branches.length; ++i) {\n',
    to:
      '  let matches = null;\n' +
      '  let decoded = decodePath(pathname);\n' +
      '  let firstMatched = matchedBranches.get(branches);\n' +
      '  if (!firstMatched) matchedBranches.set(branches, (firstMatched = new Map()));\n' +
      '  let key = (allowPartial ? "1" : "0") + decoded;\n' +
      '  let known = firstMatched.get(key);\n' +
      '  // The branches before it did not match this path, and will not: matching is a function of the two.\n' +
      '  if (known !== undefined) return known < 0 ? null : matchRouteBranch(branches[known], decoded, allowPartial);\n' +
      '  let i = 0;\n' +
      '  for (; matches == null && i < branches.length; ++i) {\n',
  },
  {
    what: 'the branch a path matched first, kept',
    from: '    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}\n',
    to:
      '    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n' +
      '  }\n' +
      '  // Short paths only, and a bound: a stream of odd addresses (a scanner, every order number) cannot grow it.\n' +
      '  if (key.length <= 201) {\n' +
      '    if (firstMatched.size >= 2000) firstMatched.clear();\n' +
      '    firstMatched.set(key, matches == null ? -1 : i - 1);\n' +
      '  }\n' +
      '  return matches;\n' +
      '}\n',
  },
  {
    what: "each path's regular expression",
    from: 'function compilePath(path, caseSensitive, end) {\n',
    to:
      `${MARKER}\n` +
      'const rankedBranches = new WeakMap();\n' +
      'const matchedBranches = new WeakMap();\n' +
      'const compiledPaths = new Map();\n' +
      'function compilePath(path, caseSensitive, end) {\n' +
      '  const key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;\n' +
      '  let compiled = compiledPaths.get(key);\n' +
      '  if (!compiled) {\n' +
      '    compiled = compilePathOnce(path, caseSensitive, end);\n' +
      '    // The app has a few hundred paths; a bound keeps a stream of odd ones from growing it.\n' +
      '    if (compiledPaths.size < 2000) compiledPaths.set(key, compiled);\n' +
      '  }\n' +
      '  return compiled;\n' +
      '}\n' +
      'function compilePathOnce(path, caseSensitive, end) {\n',
  },
];

/** The edited source, or why the file is left as it is. */
export function withCache(source) {
  if (source.includes(MARKER)) return { done: true };
  let edited = source;
  for (const edit of EDITS) {
    if (edited.split(edit.from).length !== 2) return { skipped: `${edit.what}: the expected code is not there once` };
    edited = edited.replace(edit.from, edit.to);
  }
  return { source: edited };
}

/** The source as the package ships it, from an edited one (for the test that compares the two). */
export function withoutCache(source) {
  let original = source;
  for (const edit of EDITS) original = original.replace(edit.to, edit.from);
  return original;
}

function main() {
  const require = createRequire(import.meta.url);
  let root;
  try {
    root = path.dirname(require.resolve('@remix-run/router/package.json'));
  } catch {
    return console.log('route matching cache: @remix-run/router is not installed; nothing to do');
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (version !== VERSION) {
    return console.warn(`route matching cache: @remix-run/router ${version} is not ${VERSION}; left as it is`);
  }
  for (const build of BUILDS) {
    const file = path.join(root, 'dist', build);
    try {
      const result = withCache(readFileSync(file, 'utf8'));
      if (result.done) continue;
      if (result.skipped) {
        console.warn(`route matching cache: ${build}: ${result.skipped}; left as it is`);
        continue;
      }
      writeFileSync(file, result.source);
      console.log(`route matching cache: on, in @remix-run/router ${version} (${build})`);
    } catch (err) {
      // A build missing, or a read-only node_modules: the install goes on without the cache.
      console.warn(`route matching cache: ${build}: ${err instanceof Error ? err.message : err}; left as it is`);
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();

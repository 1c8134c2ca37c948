/**
 * What counts as a repository path in prose and in code comments, and whether it exists.
 * Used by scripts/check-paths.ts; pure functions, with unit tests beside them.
 *
 * A path is a token that starts with one of the repository's top-level folders (followed
 * by `/`) or is one of its top-level files, at a word boundary: after the start of the
 * line, a space, a backtick, a bracket, a quote, `*` or `|`, never after `/`, `.`, a
 * letter, a digit, `:` or `@` (so the HTTP API's addresses under `/api/v1`, an app route
 * such as `/master/tasks`, a URL, and a package's own files are not paths). Path
 * characters are letters, digits and `_ - . / * $ @ +`, plus `{a,b}` groups and `${...}`
 * (read as `*`). Trailing punctuation is dropped; `#anchor` and `:line` end the token.
 * Besides:
 * - a token starting with `./` is read from the repository's root (as commands are run);
 *   one starting with `../` must stay inside the repository seen from the file that
 *   names it, and what follows the `../` must end a path somewhere in it (it is often an
 *   import path as some other module writes it); a Markdown link's target `[text](x)` is
 *   read from the folder of its file;
 * - in comments of code under app/, `~/` stands for `app/`; in any code comment
 *   `#contract/` stands for `api/contract/` (the aliases of tsconfig.json);
 * - `api/v1/...` without its leading slash is still the HTTP API's address, never a folder;
 * - a bare upper-case Markdown name that is not a top-level file, and a relative path
 *   that leaves the repository, name files outside it: they are always reported;
 * - in code comments, a source file named alone (`socket.ts`, `print.css`) must exist in
 *   some folder of the repository.
 * A path exists when it is a file or folder of the working tree (a trailing `/` asks for
 * a folder), a glob with at least one match, a module named without its extension, or a
 * decision by its number (see pathExists).
 */
import ts from 'typescript';

export type PathKind = 'repo' | 'outside';

export interface NamedPath {
  /** 1-based line of the file that names it. */
  line: number;
  /** The token as written, trailing punctuation dropped. */
  written: string;
  /** Repository-relative path (may be a glob, may end in `/`); for 'outside', as written. */
  path: string;
  kind: PathKind;
}

export interface ReadOptions {
  /** Repository-relative path of the file being read, with `/` separators. */
  file: string;
  /** Names of the repository's top-level folders and files. */
  roots: ReadonlySet<string>;
}

const PATH_BODY = String.raw`(?:\$\{[^}\s]*\}|\{[\w.,*-]*\}|[\w.\-/*$@+])`;
/** Characters after which a token does not start a path. */
const GLUED_BEFORE = /[\p{L}\p{N}_\-./~@#$%\\:+]/u;
const TOKEN = new RegExp(String.raw`(?:~/|#contract/|\.\.?/|[\w.])${PATH_BODY}*`, 'g');
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const UPPER_CASE_NOTE = /^[A-Z][A-Z0-9_-]*\.md$/;
const API_ADDRESS = /^api\/v\d+(?:\/|$)/;
/** A file name of the repository's own kinds of source, without a folder. */
const BARE_SOURCE = /^[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mts|css|sql)$/;

function dropTrail(token: string): string {
  let out = token;
  for (;;) {
    let next = out.replace(/[.,;:!?'"]+$/, '');
    // Stars closing Markdown emphasis (`**server.ts**`), when the name has no other star.
    if (/^[^*]*[^/*]\*+$/.test(next)) next = next.replace(/\*+$/, '');
    if (next === out) return out;
    out = next;
  }
}

/** Joins `rel` to the folder of `file`; null when the result leaves the repository. */
export function joinRelative(file: string, rel: string): string | null {
  const parts = file.split('/').slice(0, -1);
  const trailing = rel.endsWith('/');
  for (const part of rel.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  const joined = parts.join('/');
  return trailing && joined ? `${joined}/` : joined || './';
}

/**
 * Paths named in `text`, a piece of Markdown or a comment's text starting at `firstLine`.
 * `inCode` selects the aliases of code comments (`~/`, `#contract/`); `markdown`, links.
 */
export function pathsInText(
  text: string,
  options: ReadOptions & { firstLine?: number; inCode?: boolean; markdown?: boolean },
): NamedPath[] {
  const { file, roots, firstLine = 1, inCode = false, markdown = false } = options;
  const found: NamedPath[] = [];
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    const line = firstLine + index;
    const taken: Array<[number, number]> = [];
    if (markdown) {
      for (const match of lineText.matchAll(MARKDOWN_LINK)) {
        const target = match[1]!;
        const start = match.index! + match[0].indexOf(target);
        taken.push([start, start + target.length]);
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
        const bare = target.replace(/[#?].*$/, '');
        if (!bare) continue;
        const joined = joinRelative(file, bare);
        found.push(
          joined === null
            ? { line, written: target, path: target, kind: 'outside' }
            : { line, written: target, path: joined, kind: 'repo' },
        );
      }
    }
    for (const match of lineText.matchAll(TOKEN)) {
      const at = match.index!;
      if (taken.some(([from, to]) => at >= from && at < to)) continue;
      if (at > 0 && GLUED_BEFORE.test(lineText[at - 1]!)) continue;
      const written = dropTrail(match[0]);
      const named = readToken(written, file, roots, inCode);
      if (named) found.push({ line, written, ...named });
    }
  });
  return found;
}

function readToken(written: string, file: string, roots: ReadonlySet<string>, inCode: boolean): Pick<NamedPath, 'path' | 'kind'> | null {
  const globbed = written.replace(/\$\{[^}]*\}/g, '*');
  if (globbed.startsWith('~/')) {
    if (!inCode || !file.startsWith('app/') || globbed.length <= 2) return null;
    return { path: `app/${globbed.slice(2)}`, kind: 'repo' };
  }
  if (globbed.startsWith('#contract/')) {
    if (!inCode || globbed.length <= '#contract/'.length) return null;
    return { path: `api/contract/${globbed.slice('#contract/'.length)}`, kind: 'repo' };
  }
  if (globbed.startsWith('./')) {
    // `./x` is read from the repository's root, as commands are run; a folder of working
    // data (`./` followed by no top-level name) is made at run time, not kept.
    const rest = globbed.replace(/^(?:\.\/)+/, '');
    return readToken(rest, file, roots, inCode);
  }
  if (globbed.startsWith('../')) {
    if (!/^(?:\.\.\/)+[\w*$]/.test(globbed)) return null;
    if (joinRelative(file, globbed) === null) return { path: written, kind: 'outside' };
    // Often an import path as another module writes it: any folder may be its start.
    return { path: `**/${globbed.replace(/^(?:\.\.\/)+/, '')}`, kind: 'repo' };
  }
  const slash = globbed.indexOf('/');
  if (slash === -1) {
    if (roots.has(globbed) && globbed.includes('.')) return { path: globbed, kind: 'repo' };
    if (UPPER_CASE_NOTE.test(globbed)) return { path: globbed, kind: 'outside' };
    // A source file named alone in a code comment (`socket.ts`) must be one somewhere.
    if (inCode && BARE_SOURCE.test(globbed)) return { path: `**/${globbed}`, kind: 'repo' };
    return null;
  }
  if (!roots.has(globbed.slice(0, slash))) return null;
  if (API_ADDRESS.test(globbed)) return null;
  return { path: globbed, kind: 'repo' };
}

export interface Comment {
  /** 1-based line where the comment starts. */
  line: number;
  text: string;
}

function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The `//` and `/* *\/` comments of a TypeScript or JavaScript file, JSX included. */
export function scriptComments(source: string, fileName: string): Comment[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, ts.CommentRange>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, range);
  };
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) return;
    const children = node.getChildren(sourceFile);
    if (children.length === 0) {
      // A token: the trivia before it holds the comments since the previous token.
      collect(ts.getLeadingCommentRanges(source, node.pos));
      collect(ts.getTrailingCommentRanges(source, node.pos));
      return;
    }
    children.forEach(visit);
  };
  visit(sourceFile);
  const starts = lineStarts(source);
  return [...seen.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ line: lineAt(starts, range.pos), text: source.slice(range.pos, range.end) }));
}

/** The `/* *\/` comments of a CSS file (strings skipped). */
export function cssComments(source: string): Comment[] {
  const starts = lineStarts(source);
  const comments: Comment[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' || char === "'") {
      i++;
      while (i < source.length && source[i] !== char && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ line: lineAt(starts, i), text: source.slice(i, stop) });
      i = stop;
    } else i++;
  }
  return comments;
}

/** Every path a file names: all of a Markdown file, the comments of code and CSS. */
export function pathsNamed(file: string, source: string, roots: ReadonlySet<string>): NamedPath[] {
  if (file.endsWith('.md')) return pathsInText(source, { file, roots, markdown: true });
  const comments = file.endsWith('.css') ? cssComments(source) : scriptComments(source, file);
  return comments.flatMap((comment) => pathsInText(comment.text, { file, roots, firstLine: comment.line, inCode: true }));
}

export { globToRegExp, indexPaths, pathExists, type PathIndex } from './path-index';

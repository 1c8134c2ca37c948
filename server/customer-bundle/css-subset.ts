import postcss, { type AtRule, type Root } from 'postcss';

/** `.btn`, `.form-check-input`: the class names a selector asks for (Bootstrap's are plain, unescaped). */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Every class some selectors name (`.btn:hover, .modal .btn-close` → btn, modal, btn-close). */
export const classesIn = (selectors: string): Set<string> => new Set([...selectors.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]!));
/** `:not(.btn-check)`, without nested parentheses (Bootstrap writes none inside one). */
const NOT_CLAUSE = /:not\([^()]*\)/g;

/**
 * The rules of a stylesheet that can match a page whose source uses only `words`: a selector
 * stays when every class it names is among them (a selector naming no class, `body` or
 * `:root`, always stays), a rule with no selector left goes, and so do the media queries and
 * keyframes nothing needs any more. Over-keeping is cheap (a word that is not a class keeps
 * nothing it does not name); under-keeping would lose a style, so `words` is every word of
 * the page's code, not only its `className`s.
 */
export function cssSubset(css: string, words: ReadonlySet<string>, from = 'input.css'): string {
  const root = postcss.parse(css, { from });
  cutRules(root, (name) => words.has(name));
  return root.toString();
}

/** The same cut on a parsed stylesheet, in place, keeping the classes `kept` says a page may carry. */
export function cutRules(root: Root, kept: (className: string) => boolean): void {
  root.walkRules((rule) => {
    // The steps of a keyframe (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const selectors = rule.selectors.filter((selector) =>
      // A class under `:not()` need not be on the page: `.btn:not(.btn-check)` matches a page without that class.
      [...selector.replace(NOT_CLAUSE, '').matchAll(CLASS_IN_SELECTOR)].every((m) => kept(m[1]!)),
    );
    if (selectors.length === 0) rule.remove();
    else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  });
  dropEmptyAtRules(root);
  dropUnusedKeyframes(root);
}

function dropEmptyAtRules(root: Root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes !== undefined && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
}

function dropUnusedKeyframes(root: Root) {
  const animations = new Set<string>();
  root.walkDecls(/^(?:animation|animation-name|--[\w-]*animation[\w-]*)$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/i, (at) => {
    if (!animations.has(at.params.trim())) at.remove();
  });
}

/** Every word a source file holds: names, class names, parts of template strings. */
export function wordsOf(source: string): string[] {
  return source.match(/[A-Za-z_][\w-]*/g) ?? [];
}

import { describe, expect, it } from 'vitest';
import { cssSubset, wordsOf } from './css-subset';

const css = `
:root{--bs-blue:#0d6efd}
body{margin:0}
.btn{display:inline-block}
.btn:hover,.navbar .btn{color:red}
.modal{position:fixed}
@media (min-width:576px){.modal{margin:1rem}.btn-lg{padding:1rem}}
@media (min-width:768px){.navbar{display:flex}}
@keyframes spin{to{transform:rotate(360deg)}}
@keyframes glow{50%{opacity:.2}}
.spinner{animation:1s linear infinite spin}
`;

describe('cssSubset', () => {
  const kept = cssSubset(css, new Set(wordsOf('<button className="btn btn-lg spinner">')));

  it('keeps the rules whose classes the page uses, and those that name no class', () => {
    expect(kept).toContain('.btn{display:inline-block}');
    expect(kept).toContain(':root{--bs-blue:#0d6efd}');
    expect(kept).toContain('body{margin:0}');
    expect(kept).toMatch(/@media \(min-width:576px\)\{\.btn-lg\{padding:1rem\}\}/);
  });

  it('drops a selector naming a class the page does not use, keeping its siblings', () => {
    expect(kept).toContain('.btn:hover{color:red}');
    expect(kept).not.toContain('.navbar');
    expect(kept).not.toContain('.modal');
  });

  it('drops the media queries left empty and the keyframes no animation names', () => {
    expect(kept).not.toContain('768px');
    expect(kept).toContain('@keyframes spin');
    expect(kept).not.toContain('glow');
  });

  it('needs no class that a selector only names under :not()', () => {
    const kept = cssSubset(':not(.btn-check)+.btn:active{color:red}.btn-check:checked+.btn{color:blue}', new Set(['btn']));
    expect(kept).toContain(':not(.btn-check)+.btn:active{color:red}');
    expect(kept).not.toContain('.btn-check:checked');
  });

  it('keeps nothing of a class only a longer word contains', () => {
    expect(cssSubset('.btn{a:b}', new Set(wordsOf('btn-lg')))).toBe('');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces, supportedLanguages } from '../app/i18n';

type Tree = { [key: string]: string | Tree };

const load = (lng: string, ns: string) => JSON.parse(readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  for (const ns of namespaces) {
    const reference = flatten(load('ru', ns));

    it(`${ns}: every language has every Russian key, no more, with the same placeholders`, () => {
      for (const lng of supportedLanguages) {
        const other = flatten(load(lng, ns));
        expect(
          [...reference.keys()].filter((k) => !other.has(k)),
          `${lng}/${ns} is missing`,
        ).toEqual([]);
        expect(
          [...other.keys()].filter((k) => !reference.has(k)),
          `${lng}/${ns} has extra`,
        ).toEqual([]);
        for (const [key, text] of reference) {
          expect(placeholders(other.get(key) ?? ''), `${lng}/${ns}:${key}`).toEqual(placeholders(text));
          expect(other.get(key)?.trim(), `${lng}/${ns}:${key} is empty`).toBeTruthy();
        }
      }
    });
  }

  it('every key the web app names exists, so no screen shows a raw key', () => {
    const keys = new Map(namespaces.map((ns) => [ns, flatten(load('ru', ns))]));
    const missing: string[] = [];
    for (const file of sourceFiles('app')) {
      const source = readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\('errors'\)/.test(source) ? 'errors' : 'common';
      // t('key'), label: 'key', key: 'key', encodeError('key') — every literal that names a text.
      const found = [
        ...source.matchAll(/\bt\(\s*'([\w.:]+)'/g),
        ...source.matchAll(/\b(?:label|key):\s*'([a-z]\w*\.[\w.]+)'/g),
        ...source.matchAll(/encodeError\(\s*'([\w.]+)'/g),
      ].map((m) => [m[1]!, m[0].startsWith('encodeError') ? 'errors' : defaultNs] as const);
      for (const [raw, ns] of found) {
        const [nsName, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [ns, raw];
        const known = keys.get(nsName as (typeof namespaces)[number]);
        // A counted text ('shift.count' with { count }) lives in its plural forms: key_one, key_other…
        if (!known?.has(key) && !known?.has(`${key}_other`)) missing.push(`${path.relative('.', file)}: ${raw}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const APP = join(import.meta.dirname, '..');

/** A screen source file of app/ (tests and test helpers left out), its path from the repository root and its lines. */
export interface SourceFile {
  path: string;
  lines: string[];
}

/** Every .ts/.tsx file of app/ that ships to people: not the tests, not app/test/. */
export function screenSources(): SourceFile[] {
  return (readdirSync(APP, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !p.startsWith(`test${'/'}`))
    .map((p) => ({ path: relative(join(APP, '..'), join(APP, p)), lines: readFileSync(join(APP, p), 'utf8').split('\n') }));
}

/** Each line of the files matching `pattern`, as `path:line: text`, comments left out. */
export function linesMatching(files: SourceFile[], pattern: RegExp): string[] {
  return files.flatMap((f) =>
    f.lines.flatMap((line, n) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      return pattern.test(code) ? [`${f.path}:${n + 1}: ${line.trim()}`] : [];
    }),
  );
}

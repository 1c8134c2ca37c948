/**
 * `npm run check:sizes`: no code or style file over 300 lines, no line of code, style or JSON
 * wider than Prettier's printWidth (read from .prettierrc.json, so the width is written
 * once). The rules and their exemptions are in scripts/sizes.ts. Exits 1 with one
 * `file: lines` or `file:line: characters` per problem.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';
import { describeProblem, MAX_LINES, ruleApplies, sizeProblems, TEMPORARILY_ALLOWED } from './sizes';

const prettier = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8')) as { printWidth?: unknown };
if (typeof prettier.printWidth !== 'number') {
  console.error('.prettierrc.json sets no printWidth: the width of a line is read from there.');
  process.exit(1);
}
const printWidth = prettier.printWidth;

const problems: string[] = [];
const allowed: string[] = [];
const stillBreaking = new Set<string>();
const measured = repositoryFiles().filter((file) => ruleApplies(file, 'lines') || ruleApplies(file, 'width'));
for (const file of measured.sort()) {
  const found = sizeProblems(file, readFileSync(path.join(root, file), 'utf8'), printWidth);
  const described = found.map((problem) => describeProblem(problem, printWidth));
  if (TEMPORARILY_ALLOWED.includes(file)) {
    allowed.push(...described);
    if (found.length > 0) stillBreaking.add(file);
  } else problems.push(...described);
}
// The list only shrinks: a path on it whose file keeps the rules now (or is gone) is taken off.
for (const file of TEMPORARILY_ALLOWED) {
  if (!stillBreaking.has(file))
    problems.push(`${file}: keeps the rules now (or is gone): take it off TEMPORARILY_ALLOWED in scripts/sizes.ts`);
}

if (allowed.length > 0) {
  console.log(`For now allowed (TEMPORARILY_ALLOWED in scripts/sizes.ts), ${allowed.length} problem(s):`);
  for (const problem of allowed) console.log(`  ${problem}`);
}
if (problems.length > 0) {
  console.error(`${problems.length} problem(s): files are at most ${MAX_LINES} lines, lines at most ${printWidth} characters.`);
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`Every code file is at most ${MAX_LINES} lines and every line at most ${printWidth} characters.`);

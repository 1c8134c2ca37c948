/**
 * `npx tsx scripts/call-refusals.ts`: the kinds of refusal each call's handler can reach,
 * read from the code with the TypeScript compiler, beside its row of
 * api/http/call-refusals.ts (which the OpenAPI document's statuses come from). Prints the
 * rows that differ and exits 1 if any does. About 40 s: run it after adding a call or a
 * refusal, not in every test run (the API tests check every status they meet).
 *
 * What counts: a call of `invalid`, `notFound`, `conflict`, `forbidden`, `notSignedIn`
 * (api/domain/refusal.ts) or `tooManyAttempts` (api/auth/login-throttle.ts), and
 * `new Refused('<kind>', …)`, anywhere in the handler or in the functions of api/ it names,
 * and theirs in turn. A function reached only through an interface (a provider) is not seen.
 */
import path from 'node:path';
import ts from 'typescript';
import { CALL_REFUSALS } from '../api/http/call-refusals';

const root = path.resolve(import.meta.dirname, '..');
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
const sources = config.fileNames.filter(
  (f) => f.startsWith(path.join(root, 'api/')) && !f.endsWith('.test.ts') && !f.includes('/api/test/'),
);
const program = ts.createProgram(sources, config.options);
const checker = program.getTypeChecker();

const REFUSERS: Record<string, Record<string, string>> = {
  [path.join(root, 'api/domain/refusal.ts')]: {
    invalid: 'invalid',
    notFound: 'not_found',
    conflict: 'conflict',
    forbidden: 'forbidden',
    notSignedIn: 'not_signed_in',
  },
  [path.join(root, 'api/auth/login-throttle.ts')]: { tooManyAttempts: 'too_many' },
};

function declarationsOf(node: ts.Node): readonly ts.Declaration[] {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations ?? [];
}

const followed = (d: ts.Declaration) =>
  ts.isFunctionDeclaration(d) ||
  ts.isMethodDeclaration(d) ||
  ts.isPropertyAssignment(d) ||
  ts.isShorthandPropertyAssignment(d) ||
  (ts.isVariableDeclaration(d) && d.initializer !== undefined);

/** Every kind of refusal reachable from a handler. */
function kindsFrom(handler: ts.Node): string[] {
  const kinds = new Set<string>();
  const seen = new Set<ts.Node>();
  const pending: ts.Node[] = [handler];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Refused') {
      const kind = node.arguments?.[0];
      if (kind && ts.isStringLiteral(kind)) kinds.add(kind.text);
    }
    if (ts.isIdentifier(node)) {
      for (const d of declarationsOf(node)) {
        const file = d.getSourceFile().fileName;
        if (!file.startsWith(path.join(root, 'api/'))) continue;
        const refuser = REFUSERS[file]?.[(d as ts.NamedDeclaration).name?.getText() ?? ''];
        if (refuser) kinds.add(refuser);
        else if (!REFUSERS[file]?.invalid && followed(d)) pending.push(d);
      }
    }
    ts.forEachChild(node, visit);
  };
  while (pending.length) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    visit(node);
  }
  return [...kinds].sort();
}

const found = new Map<string, string[]>();
for (const file of program.getSourceFiles()) {
  if (!file.fileName.startsWith(path.join(root, 'api/calls/')) || file.fileName.endsWith('.test.ts')) continue;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCall') {
      const [shape, spec] = node.arguments;
      const name =
        shape && ts.isElementAccessExpression(shape) && ts.isStringLiteral(shape.argumentExpression)
          ? shape.argumentExpression.text
          : shape && ts.isPropertyAccessExpression(shape)
            ? shape.name.text
            : undefined;
      const handler = spec && ts.isObjectLiteralExpression(spec) ? spec.properties.find((p) => p.name?.getText() === 'handler') : undefined;
      if (name && handler) found.set(name, kindsFrom(handler));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const table = CALL_REFUSALS as Record<string, readonly string[]>;
let differ = 0;
for (const name of new Set([...found.keys(), ...Object.keys(table)])) {
  const inCode = found.get(name);
  const listed = table[name] ? [...table[name]].sort() : undefined;
  if (JSON.stringify(inCode) === JSON.stringify(listed)) continue;
  differ += 1;
  console.log(`${name}: the code reaches [${inCode?.join(', ') ?? 'no such call'}], the table lists [${listed?.join(', ') ?? 'nothing'}]`);
}
console.log(
  differ
    ? `${differ} rows of api/http/call-refusals.ts differ from the code`
    : `api/http/call-refusals.ts names what the code of all ${found.size} calls reaches`,
);
process.exitCode = differ ? 1 : 0;

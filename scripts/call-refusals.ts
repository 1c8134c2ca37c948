/**
 * `npm run check:refusals` (a step of `npm test`): the kinds of refusal each call's handler can
 * reach, read from the code with the TypeScript compiler, beside its row of
 * api/http/call-refusals.ts (which the OpenAPI document's statuses come from). Prints the
 * rows that differ and exits 1 if any does. About 8 s.
 *
 * What counts: a call of `invalid`, `notFound`, `conflict`, `forbidden`, `notSignedIn`
 * (api/domain/refusal.ts) or `tooManyAttempts` (api/auth/login-throttle.ts), and
 * `new Refused('<kind>', …)`, anywhere in the handler or in the functions of api/ it names,
 * and theirs in turn. A function reached only through an interface (a provider) is not seen.
 * A call marked `customerLimited` reaches `too_many` through the pipeline's limiter, and the
 * few refusals the reading cannot see, or sees where they cannot happen, are named in
 * `BEYOND_THE_READING` with the reason.
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

/** What a call's code does not show by itself: added (`seen`) or taken away (`never`), each with why. */
const BEYOND_THE_READING: Record<string, { seen?: string[]; never?: string[] }> = {
  // A new bay's name meets the unique index, turned into a 409 at the pipeline's edge (api/db/unique-refusals.ts).
  'owner/bay': { seen: ['conflict'] },
  // The staff's moveBooking refuses a booking not found; the customer's token has found and locked it first.
  'public/b/:token/move': { never: ['not_found'] },
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

/** The kinds the handler reaches, with the limiter's `too_many` and `BEYOND_THE_READING` put in. */
function adjusted(name: string, kinds: string[], props: ts.NodeArray<ts.ObjectLiteralElementLike>): string[] {
  const all = new Set(kinds);
  const limited = props.find((p) => p.name?.getText() === 'customerLimited');
  if (limited && ts.isPropertyAssignment(limited) && limited.initializer.kind === ts.SyntaxKind.TrueKeyword) all.add('too_many');
  for (const kind of BEYOND_THE_READING[name]?.seen ?? []) all.add(kind);
  for (const kind of BEYOND_THE_READING[name]?.never ?? []) all.delete(kind);
  return [...all].sort();
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
      const props = spec && ts.isObjectLiteralExpression(spec) ? spec.properties : undefined;
      const handler = props?.find((p) => p.name?.getText() === 'handler');
      if (name && handler) found.set(name, adjusted(name, kindsFrom(handler), props!));
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

/**
 * `npm run check:openapi`, a step of `npm test`: the OpenAPI document of the product API, as
 * api/http/openapi.ts builds it for `/api/v1/openapi.json`, checked the way outside clients read it.
 * 1. Redocly's recommended rules pass with no error and no warning (`redocly lint --extends
 *    recommended`; its examples are held to their schemas there too).
 * 2. A client generated from it by openapi-typescript typechecks the calls of
 *    scripts/openapi-client.typecheck.ts (strict TypeScript, the types as module `#openapi-client`).
 * The document and the types go to a temporary folder, kept and named when a check fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { allCalls } from '../api/calls/all';
import type { ApiContext } from '../api/context';
import { openApiDocument } from '../api/http/openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = path.join(root, 'scripts/openapi-client.typecheck.ts');

// The document reads only the calls' declarations (no handler runs): no database is needed.
const doc = openApiDocument(allCalls({} as ApiContext));
const json = JSON.stringify(doc);
const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-openapi-'));
const docFile = path.join(dir, 'openapi.json');
const typesFile = path.join(dir, 'openapi-client.d.ts');
writeFileSync(docFile, json);
const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(
  `openapi.json: ${(Buffer.byteLength(json) / 1000).toFixed(1)} kB, ${operations} operations, ` +
    `${Object.keys(doc.components.schemas).length} named schemas, ${json.match(/"\$ref"/g)?.length ?? 0} $ref`,
);

let failed = false;

// 1. Redocly's recommended rules, read from its JSON report (a warning alone would exit 0); it
// runs while the client is generated and checked.
const lint = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
  const child = spawn(path.join(root, 'node_modules/.bin/redocly'), ['lint', '--extends', 'recommended', '--format', 'json', docFile], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('close', (status) => resolve({ status, stdout, stderr }));
});

// 2. The generated client, and the calls written against it.
writeFileSync(typesFile, astToString(await openapiTS(JSON.parse(json))));
const program = ts.createProgram([CLIENT], {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
  // The generated types are a declaration file: read, not checked themselves.
  skipLibCheck: true,
  paths: { '#openapi-client': [typesFile] },
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) {
  const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  failed = true;
}
console.log(`Generated client (openapi-typescript) typechecks ${path.relative(root, CLIENT)}: ${diagnostics.length} errors`);

type Problem = { ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> };
const linted = await lint;
let report: { totals: { errors: number; warnings: number }; problems: Problem[] } | undefined;
try {
  report = JSON.parse(linted.stdout);
} catch {
  console.error(`redocly lint gave no report (exit ${linted.status}):\n${linted.stdout}\n${linted.stderr}`);
  failed = true;
}
if (report) {
  const { errors, warnings } = report.totals;
  for (const p of report.problems) console.error(`  ${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '#'}: ${p.message}`);
  console.log(`Redocly recommended rules: ${errors} errors, ${warnings} warnings`);
  if (errors + warnings > 0) failed = true;
}

if (failed) {
  console.error(`The document and the generated types are kept in ${dir}`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });

import { z } from 'zod';
import '../contract/schema-names';

export type JsonSchema = { [key: string]: unknown };
type Io = 'input' | 'output';

const LOCAL = '#/$defs/';
const COMPONENTS = '#/components/schemas/';
const REF = /"\$ref":"#\/\$defs\/([^"]+)"/g;

/**
 * The JSON Schemas of one OpenAPI document, converted by zod from the contract's schemas.
 * A schema named in the contract (api/contract/schema-names.ts) comes out of zod as a `$ref`
 * into `$defs`; here every such definition becomes one entry of `components.schemas`, and
 * every `$ref` points there. A name means the output side (what the API answers); a named
 * schema that reads differently as input (a default, a transform) is `<name>Input` there.
 *
 * Call `schema` for each schema of the document, then `components` once: it names the
 * definitions and rewrites the `$ref`s of every schema handed out, in place.
 */
export function schemaComponents() {
  const defs: Record<Io, Map<string, string>> = { input: new Map(), output: new Map() };
  const handedOut: Array<{ json: JsonSchema; io: Io }> = [];

  function schema(zodSchema: z.ZodType, io: Io): JsonSchema {
    const converted = z.toJSONSchema(zodSchema, { io, unrepresentable: 'any', target: 'draft-2020-12', metadata: z.globalRegistry });
    const { $schema: _dialect, $defs, ...json } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const text = JSON.stringify(def);
      const known = defs[io].get(id);
      if (known !== undefined && known !== text) throw new Error(`two different schemas are named ${id} (api/contract/schema-names.ts)`);
      defs[io].set(id, text);
    }
    handedOut.push({ json, io });
    return json;
  }

  /** Whether a name reads the same as input and as output, with every name inside it. */
  const sameBothWays = new Map<string, boolean>();
  function same(id: string): boolean {
    const known = sameBothWays.get(id);
    if (known !== undefined) return known;
    sameBothWays.set(id, true); // a shape that holds itself
    const input = defs.input.get(id);
    const result = input === defs.output.get(id) && [...(input ?? '').matchAll(REF)].every(([, inner]) => same(inner!));
    sameBothWays.set(id, result);
    return result;
  }
  const nameOf = (id: string, io: Io) => (io === 'output' || !defs.output.has(id) || same(id) ? id : `${id}Input`);

  function rewrite(node: unknown, io: Io): void {
    if (Array.isArray(node)) for (const item of node) rewrite(item, io);
    else if (node && typeof node === 'object') {
      const object = node as JsonSchema;
      const ref = object.$ref;
      if (typeof ref === 'string' && ref.startsWith(LOCAL)) object.$ref = COMPONENTS + nameOf(ref.slice(LOCAL.length), io);
      for (const value of Object.values(object)) rewrite(value, io);
    }
  }

  /** `components.schemas`, by name; every schema handed out now points into it. */
  function components(): Record<string, JsonSchema> {
    for (const { json, io } of handedOut) rewrite(json, io);
    const named: Record<string, JsonSchema> = {};
    for (const io of ['output', 'input'] as const) {
      for (const [id, text] of defs[io]) {
        const name = nameOf(id, io);
        if (named[name]) continue;
        const def = JSON.parse(text) as JsonSchema;
        rewrite(def, io);
        named[name] = def;
      }
    }
    return Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
  }

  return { schema, components };
}

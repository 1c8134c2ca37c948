/**
 * A part of the OpenAPI document with every `$ref` in it replaced by what it points to
 * (`#/components/schemas/Order`, `#/components/responses/Conflict`), for the tests that read a
 * shape whole. Throws on a `$ref` that points nowhere.
 */
export function inlined(doc: object, node: unknown, depth = 0): any {
  if (depth > 100) throw new Error('the OpenAPI document refers to itself without end');
  if (Array.isArray(node)) return node.map((item) => inlined(doc, item, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') {
    const target = refTarget(doc, $ref);
    if (target === undefined) throw new Error(`${$ref} points nowhere in the OpenAPI document`);
    return inlined(doc, { ...(target as object), ...rest }, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlined(doc, value, depth + 1)]));
}

/** What a local `$ref` (`#/components/schemas/Order`) points to, or undefined. */
export function refTarget(doc: object, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), doc);
}

/**
 * Whether a statement failed because a row would break the unique index `index`
 * (PostgreSQL's 23505), as node-postgres and PGlite report it, also when drizzle wraps
 * the driver's error in its own (`cause`). Two saves that meet pass a check made before
 * writing; the index refuses the second, and the service turns that into its refusal.
 */
export function isUniqueViolation(err: unknown, index: string): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === index;
  }
  return false;
}

import type { z } from 'zod';

/**
 * The shape of every call of the product API, in one table both sides read: the API's
 * registry adds who may call it and the handler (api/http/registry.ts), the web app's client
 * derives its typed calls from it (app/utils/api.server.ts), so a loader's query, body and
 * answer are checked by the compiler against the same schemas the API parses with.
 * The key is the call's path under /api/v1 without its parameter pattern.
 */
export interface CallShape {
  method: 'get' | 'post';
  /** Express path under /api/v1, e.g. `/order/:id(\\d+)`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (an envelope schema). */
  answer: z.ZodType;
}

/** A call as the table declares it: its path is `/` and its name unless it says another (one with parameters). */
export type Declared = Omit<CallShape, 'path'> & { path?: string };
export const get = <const S extends Omit<Declared, 'method'>>(shape: S) => ({ method: 'get' as const, ...shape });
export const post = <const S extends Omit<Declared, 'method'>>(shape: S) => ({ method: 'post' as const, ...shape });

/** The table with every call's path filled in. */
export function withPaths<const T extends Record<string, Declared>>(table: T): { [N in keyof T]: T[N] & { path: string } } {
  return Object.fromEntries(Object.entries(table).map(([name, shape]) => [name, { path: `/${name}`, ...shape }])) as {
    [N in keyof T]: T[N] & { path: string };
  };
}

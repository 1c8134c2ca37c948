import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root, found upwards from this module: the same whether the process runs its
 * TypeScript sources (this file in api/) or the server's build (one bundle in build/node/,
 * where a path relative to the module would point into the build). Files read at run time
 * (the migrations, the locales, package.json) are named from it.
 */
function rootFrom(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const projectRoot = rootFrom(path.dirname(fileURLToPath(import.meta.url)));

/** A file or folder of the checkout, by its path from the root (`api/db/migrations`). */
export const projectFile = (...parts: string[]): string => path.join(projectRoot, ...parts);

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';
import { SERVER_ENTRIES } from './server-entries';

/** The source paths handed to `moduleWorker` anywhere in the server's code. */
function workerModules(): string[] {
  const found = new Set<string>();
  const sources = repositoryFiles().filter((f) => /^(api|server)\/.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
  for (const file of sources) {
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/moduleWorker\(\s*'([^']+)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

describe('the server build', () => {
  it('bundles every module a worker thread runs, so that the built server finds each one', () => {
    const workers = workerModules();
    // The embedded database's thread and a backup's verification, at least: the scan itself works.
    expect(workers).toEqual(expect.arrayContaining(['api/db/pglite-thread-worker.ts', 'api/backup/verify-thread-worker.ts']));
    expect(workers.filter((w) => !SERVER_ENTRIES.includes(w))).toEqual([]);
  });
});

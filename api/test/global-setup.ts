import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { seedReferenceData } from '../seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite database takes seconds to create (initdb), so it is created and migrated
 * once; every test file starts from a copy of it. On PostgreSQL
 * (TEST_DATABASE_URL) each test file creates its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await seedReferenceData(database.db);
  if (!database.dumpDataDir) throw new Error('the embedded database cannot be copied');
  const blob = await database.dumpDataDir();
  await database.close();
  const dir = path.resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

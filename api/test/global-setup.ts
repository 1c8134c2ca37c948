import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { seedReferenceData } from '../seed/reference-data';
import { admin, createPostgresTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated and seeded database each test file's own is copied from. */
    postgresTemplate: string;
  }
}

/**
 * A new PGlite database takes seconds to create (initdb), so it is created and migrated
 * once; every test file starts from a copy of it. On PostgreSQL (TEST_DATABASE_URL) likewise:
 * a template database migrated and seeded once, copied by the server for each file
 * (`create database … template`, some 80 ms where migrating and seeding took some 500).
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', '');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', template);
    return () => admin(serverUrl, `drop database if exists ${template} with (force)`);
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

import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server TEST_DATABASE_URL names, for the specs that
 * run several processes on one database (*.pg.spec.ts): created before, dropped after.
 */
export function scratchDatabase(prefix: string) {
  const name = `washdesk_e2e_${prefix}_${Date.now()}_${process.pid}`;
  const onServer = (database: string) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: onServer('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  return {
    url: onServer(name),
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

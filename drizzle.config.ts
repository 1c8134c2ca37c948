import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema in api/db/schema/ (a file per business object,
// gathered by its index.ts) and applied at start (api/db/open.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema/index.ts',
  out: './api/db/migrations',
});

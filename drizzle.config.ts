import { defineConfig } from 'drizzle-kit';

// Migrations are generated from api/db/schema.ts and applied at start (api/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});

import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

// Unit and API tests. The web app's Vite config (Remix plugin) is not loaded here.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['api/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['api/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

import { availableParallelism } from 'node:os';
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
    // A worker runs file after file in one process: the packages are loaded once, and each file
    // starts from the product's own modules evaluated afresh (api/test/fresh-modules.ts), so no
    // limiter, cache or counter of one file reaches the next. A new process per file cost a
    // third more CPU (twelve API files: 58 to 65 s of CPU against 39 to 43, decision 053).
    isolate: false,
    setupFiles: ['api/test/fresh-modules.ts'],
    // Two files at a time even on two cores (vitest's default is one fewer than the cores): a file
    // on the database waits on it about a third of its time, so two fill the cores. Measured on
    // PostgreSQL on the 2-core CI machine: one worker 310 s (63% busy), two 200 s (95% busy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

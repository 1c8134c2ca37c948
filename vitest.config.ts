import { availableParallelism } from 'node:os';
import tsconfigPaths from 'vite-tsconfig-paths';
import { configDefaults, defineConfig } from 'vitest/config';

/** The screens' tests: React in happy-dom (`// @vitest-environment happy-dom`), .tsx files only. */
const SCREENS = 'app/**/*.test.tsx';

// Unit and API tests. The web app's Vite config (Remix plugin) is not loaded here.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    globalSetup: ['api/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time even on two cores (vitest's default is one fewer than the cores): a file
    // on the database waits on it about a third of its time, so two fill the cores. Measured on
    // PostgreSQL on the 2-core CI machine: one worker 310 s (63% busy), two 200 s (95% busy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'app/**/*.test.ts', 'locales/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL itself (several processes' channel): only with TEST_DATABASE_URL.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          // A worker runs file after file in one process: the packages are loaded once, and each
          // file starts from the product's own modules evaluated afresh (api/test/fresh-modules.ts),
          // so no limiter, cache or counter of one file reaches the next. A new process per file
          // cost half as much CPU again (twelve API files: 58 to 65 s against 39 to 43, decision 053).
          isolate: false,
          setupFiles: ['api/test/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        // A process per file, as vitest's default: a worker would keep one happy-dom window and the
        // packages' own state (react-hot-toast's store, react-i18next's instance) from file to file.
        test: { name: 'screens', include: [SCREENS], setupFiles: ['app/test/screens-setup.ts'] },
      },
    ],
  },
});

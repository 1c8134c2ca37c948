// Not a Remix config file: the options of the Remix Vite plugin, which vite.config.ts imports.
import type { VitePluginConfig } from '@remix-run/dev';

/**
 * Typed options of the Remix Vite plugin. vite.config.ts imports them: the classic
 * compiler would silently ignore a remix.config.ts, and the project's layout names this file.
 */
export const remixOptions: VitePluginConfig = {
  appDirectory: 'app',
  buildDirectory: 'build',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // The whole route manifest as one cached file, not a partial one worked out for and
    // inlined into every page (docs/benchmarks.md 'Render once'): this app has 25 routes.
    // The browser's route matching cache counts on it too: lazy discovery adds routes into the
    // tree in place, which a ranking kept per tree would not see (decision 056).
    v3_lazyRouteDiscovery: false,
  },
};

import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { remixOptions } from './remix.config';
import { clientChunks } from './scripts/client-chunks';
import { staffBootstrapCut } from './scripts/staff-bootstrap-cut';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const appDirectory = remixOptions.appDirectory ?? 'app';

export default defineConfig(({ command }) => ({
  plugins: [remix(remixOptions), tsconfigPaths(), clientChunks(appDirectory)],
  server: { port: 3000 },
  build: { target: 'es2022' },
  // Bootstrap cut to the app's classes in the build only: the development server keeps it whole,
  // so that a class written a moment ago styles the page without a restart.
  css: { postcss: { plugins: command === 'build' ? [staffBootstrapCut({ appDirectory })] : [] } },
}));

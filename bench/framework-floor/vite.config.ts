import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { remixOptions } from '../../remix.config';

/**
 * A bare Remix app (bench/framework-floor.ts): Washdesk's Remix options (the same future flags),
 * its own four files, built where FRAMEWORK_FLOOR_BUILD says. Run from the repository's root,
 * whose package.json names the server runtime.
 */
export default defineConfig({
  plugins: [
    remix({
      ...remixOptions,
      appDirectory: 'bench/framework-floor/app',
      buildDirectory: process.env.FRAMEWORK_FLOOR_BUILD ?? 'build/framework-floor',
    }),
  ],
  build: { target: 'es2022' },
  logLevel: 'warn',
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { ServerBuild } from '@remix-run/node';
import express, { type Express } from 'express';
import type { ViteDevServer } from 'vite';
import type { CustomerAssets } from '../../app/utils/customer-assets';
import { customerAssetsOf, readCustomerAssets } from '../customer-bundle/manifest';
import { servedAssets } from './served-assets';

/**
 * The web app's files and its server build: in production the built assets (cached a year,
 * their names change with their content); in development Vite's dev server, which builds
 * and reloads as files change. Beside them, the customers' pages' own script and stylesheet
 * (docs/decisions/046-the-customers-own-bundle.md): built files in production, built in
 * memory when the development server starts.
 */
export async function mountWebAppFiles(
  app: Express,
  httpServer: Server,
  production: boolean,
): Promise<{ build: ServerBuild | (() => Promise<ServerBuild>); vite?: ViteDevServer; customerAssets: CustomerAssets }> {
  app.use('/locales', express.static('locales', { maxAge: production ? '1h' : 0 }));
  if (production) {
    app.use('/assets', ...servedAssets('build/client/assets'));
    // The build's top-level files (favicon.svg): asked of the file system only for their own
    // names, not for every page (a stat and an error per request, a fortieth of a sign-in page).
    const topFiles = new Set(
      readdirSync('build/client', { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => `/${e.name}`),
    );
    const serveTop = express.static('build/client', { maxAge: '1h', index: false });
    app.use((req, res, next) => (topFiles.has(req.path) ? serveTop(req, res, next) : next()));
    const customerAssets = readCustomerAssets();
    return { build: (await import(path.resolve('build/server/index.js'))) as ServerBuild, customerAssets };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  app.use(vite.middlewares);
  app.use(express.static('public', { maxAge: 0 }));
  const { buildCustomerBundle } = await import('../customer-bundle/build');
  const bundle = await buildCustomerBundle();
  for (const file of [bundle.script, bundle.style]) app.get(file.href, (_req, res) => void res.type(file.type).send(file.body));
  const customerAssets = customerAssetsOf(bundle);
  return { build: () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>, vite, customerAssets };
}

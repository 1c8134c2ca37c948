import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { remixOptions } from '../remix.config';
import { BUILDS, withCache, withoutCache } from './route-matching-cache.mjs';

/**
 * The route matching cache that `npm install` puts into React Router's matcher
 * (scripts/route-matching-cache.mjs, docs/decisions/056-route-matching-cache.md): the installed
 * matcher has it, and it answers every match exactly as the matcher without it, also when the
 * same tree and paths are asked again (the cached case), each time with answers of its own.
 */
const require = createRequire(import.meta.url);
const file = require.resolve('@remix-run/router');
const installed = readFileSync(file, 'utf8');
const builds = BUILDS.map((build) => ({ build, source: readFileSync(path.join(path.dirname(file), build), 'utf8') }));
/** The ES module build, which Vite bundles for the browser: its live reloads match too. */
const browserBuild = builds.find((b) => b.build !== path.basename(file))!.source;

type Match = { route: { id: string }; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };
type MatchRoutes = (routes: unknown[], location: string, basename?: string) => Match[] | null;

function load(source: string): MatchRoutes {
  const module = { exports: {} as { matchRoutes: MatchRoutes } };
  vm.runInNewContext(source, { module, exports: module.exports, require, console, URL, URLSearchParams }, { filename: file });
  return module.exports.matchRoutes;
}

/** A tree shaped like the app's: layouts without paths, index routes, parameters, an optional segment, a splat. */
const tree = () => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'index', index: true },
      { id: 'log_in', path: 'log_in' },
      { id: 'o', path: 'o/:token' },
      { id: 'b', path: 'b/:token' },
      { id: 'book', path: 'book/:step?' },
      {
        id: '_app',
        children: [
          { id: 'master.tasks.$status', path: 'master/tasks/:status' },
          { id: 'master.tasks.new', path: 'master/tasks/new' },
          { id: 'master.task.$id', path: 'master/task/:orderId', children: [{ id: 'master.task.index', index: true }] },
          { id: 'master.task.$id.services', path: 'master/task/:orderId/services' },
          { id: 'cashier.task.$id', path: 'cashier/task/:orderId' },
          { id: 'clients.$id', path: 'clients/:clientId' },
          { id: 'Owner', path: 'Owner/Prices', caseSensitive: true },
          { id: 'owner.prices', path: 'owner/prices' },
        ],
      },
      { id: 'splat', path: '*' },
    ],
  },
];

const paths = [
  '/',
  '/log_in',
  '/LOG_IN/',
  '/o/abc123',
  '/b/x%20y',
  '/book',
  '/book/2',
  '/master/tasks/new',
  '/master/tasks/pending',
  '/master/task/17',
  '/master/task/17/services',
  '/master/task/17/other',
  '/cashier/task/9',
  '/clients/%D0%B0',
  '/Owner/Prices',
  '/owner/prices',
  '/OWNER/PRICES',
  '/nothing/here',
  '//double//slashes',
  '/master/task/',
];

describe('the route matching cache', () => {
  it("is in the server's matcher (npm install runs scripts/route-matching-cache.mjs)", () => {
    expect(withCache(installed)).toEqual({ done: true });
  });

  it("is in the browser's build too, the same code as the server's", () => {
    expect(builds.map((b) => b.build)).toContain(path.basename(file));
    for (const { source } of builds) expect(withCache(source)).toEqual({ done: true });
    expect(browserBuild).not.toBe(installed);
    // What the test below checks on the server's build is, word for word, what the browser runs.
    // The two builds differ in blank lines and comments only; the code is compared without them.
    const matcher = (source: string) => {
      const from = source.indexOf('function matchRoutesImpl(');
      return source
        .slice(from, source.indexOf('\nfunction decodePath(', from))
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^(\/\/|\/\*|\*)/.test(line))
        .join('\n');
    };
    expect(matcher(browserBuild)).toContain('matchedBranches.get(branches)');
    expect(matcher(browserBuild)).toBe(matcher(installed));
  });

  it("keeps the browser's route tree whole: Remix's lazy route discovery stays off", () => {
    // Discovery pushes routes into the tree in place; a ranking kept per tree object would miss them.
    expect(remixOptions.future?.v3_lazyRouteDiscovery).toBe(false);
  });

  it('answers as the matcher without it, the first time and every time after', () => {
    const original = withoutCache(installed);
    expect(original).not.toBe(installed);
    expect(withCache(original).source).toBe(installed);
    const plain = load(original);
    const cached = load(installed);
    const shape = (matches: Match[] | null) =>
      matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;
    const routes = tree();
    for (let round = 0; round < 3; round += 1) {
      for (const path of paths) {
        for (const basename of [undefined, '/master']) {
          // The same tree object each round (the cached case), and a fresh one (as a render builds it).
          expect(shape(cached(routes, path, basename))).toEqual(shape(plain(tree(), path, basename)));
          expect(shape(cached(tree(), path, basename))).toEqual(shape(plain(tree(), path, basename)));
        }
      }
    }
    expect(shape(cached(routes, '/master/task/17'))?.at(-1)).toMatchObject({ id: 'master.task.index', params: { orderId: '17' } });
  });

  it('builds each answer afresh: a request that changes its matches does not change the next one', () => {
    const cached = load(installed);
    const routes = tree();
    const first = cached(routes, '/master/task/17')!;
    first[0]!.params.orderId = 'changed';
    first.pop();
    const again = cached(routes, '/master/task/17')!;
    expect(again).not.toBe(first);
    expect(again.map((m) => [m.route.id, m.params.orderId])).toEqual([
      ['root', '17'],
      ['_app', '17'],
      ['master.task.$id', '17'],
      ['master.task.index', '17'],
    ]);
  });

  it('answers as before past its bounds: paths over 200 characters, and more than 2,000 paths', () => {
    const plain = load(withoutCache(installed));
    const cached = load(installed);
    const routes = tree();
    const shape = (matches: Match[] | null) => matches?.map((m) => [m.route.id, m.pathname]) ?? null;
    for (let n = 0; n < 2_500; n += 1) {
      const path = n % 5 === 0 ? `/o/${'x'.repeat(250)}${n}` : `/master/task/${n}`;
      expect(shape(cached(routes, path))).toEqual(shape(plain(tree(), path)));
    }
    expect(shape(cached(routes, '/master/task/3'))).toEqual(shape(plain(tree(), '/master/task/3')));
  });

  it('leaves a file it does not know as it is', () => {
    expect(withCache('function somethingElse() {}')).toEqual({ skipped: expect.stringContaining('not there') });
  });
});

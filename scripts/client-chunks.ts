import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How the Remix plugin names a route module when it is an entry of the browser build. */
const ROUTE_ENTRY = '?__remix-build-client-route';

interface ModuleInfo {
  importers: readonly string[];
  importedIds: readonly string[];
  isEntry: boolean;
}
type Lookup = (id: string) => ModuleInfo | null;

/**
 * The browser build's shared code in a few files instead of some thirty: what the root route
 * and the browser entry reach (every page loads it) in one, what only the signed-in screens
 * share in another. Rollup's default cut gives each set of routes sharing a module its own
 * file, most of them 1 to 2 kB; on a phone's network each costs a round trip before the first
 * paint (docs/decisions/047-staff-first-paint.md). A module that a page outside the signed-in
 * layout uses, or that needs one, keeps Rollup's cut, so the sign-in page and the customers'
 * routes load nothing of the staff's.
 */
export function clientChunks(appDirectory: string): Plugin {
  const appRoot = path.resolve(appDirectory);
  const root = path.resolve(appDirectory, 'root.tsx');
  const layout = path.resolve(appDirectory, 'routes/_app.tsx');
  const entry = path.resolve(appDirectory, 'entry.client.tsx');
  return {
    name: 'washdesk-client-chunks',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const reachOf = new Map<string, Set<string>>();
      const staffOnly = new Map<string, boolean>();
      const common = new Map<string, boolean>();
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleInfo }) {
                const info = getModuleInfo as Lookup;
                const reach = (m: string) => memo(reachOf, m, () => entriesReaching(m, info));
                const inShell = (m: string) => reach(m).has(root) || reach(m).has(entry);
                // The app's own small modules that several pages share (icons, formats, badges),
                // needing nothing but the shell and each other: one file, not one per set of pages.
                const inCommon = (m: string): boolean =>
                  memo(common, m, () => {
                    common.set(m, true); // an import cycle does not decide
                    if (m.includes('/node_modules/') || m.startsWith('\0') || reach(m).size < 2) return false;
                    return (info(m)?.importedIds ?? []).every((d) => inShell(d) || inCommon(d));
                  });
                // Shared by signed-in screens only, and needing nothing that every one of them does
                // not load already: a module that imports code the customers' or the sign-in
                // pages share would bring that code's file to every screen.
                const inStaffShell = (m: string): boolean =>
                  memo(staffOnly, m, () => {
                    staffOnly.set(m, true); // an import cycle does not decide
                    const r = reach(m);
                    if (!(r.has(layout) || r.size > 1) || ![...r].every((e) => underLayout(e, layout))) return false;
                    return (info(m)?.importedIds ?? []).every((d) => inShell(d) || reach(d).has(layout) || inCommon(d) || inStaffShell(d));
                  });
                const module = info(id);
                if (!module || module.isEntry) return undefined;
                if (inShell(id)) return 'shell';
                if (inStaffShell(id)) return 'staff-shell';
                if (inCommon(id)) return 'common';
                // One route's own modules go with that route. Those several routes share are named
                // by the set of them, as Rollup itself would cut them: a module left to Rollup
                // could be pulled into a shell that imports it, and load on pages that need not.
                return reach(id).size > 1 ? `shared-${signature(reach(id), appRoot)}` : undefined;
              },
            },
          },
        },
      };
    },
  };
}

function memo<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  if (cache.has(key)) return cache.get(key)!;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** The signed-in layout's own route file, or a screen under it: a route file or folder named `_app.` and more. */
function underLayout(file: string, layout: string): boolean {
  return file === layout || path.relative(path.dirname(layout), file).startsWith('_app.');
}

/** The browser build's entries (route files and the browser entry) that import a module, directly or through others. */
function entriesReaching(id: string, info: Lookup): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    const module = info(current);
    if (!module) continue;
    if (module.isEntry) found.add(current.endsWith(ROUTE_ENTRY) ? current.slice(0, -ROUTE_ENTRY.length) : current);
    for (const importer of module.importers)
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  }
  return found;
}

/** A short name for a set of entries, the same wherever the checkout lies (their paths from the app's folder). */
function signature(entries: Set<string>, appRoot: string): string {
  return createHash('sha256')
    .update(
      [...entries]
        .map((e) => path.relative(appRoot, e).split(path.sep).join('/'))
        .sort()
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 8);
}

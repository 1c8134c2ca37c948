import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectFile } from '../project-files';

/**
 * Set by the server's build (scripts/build-server.ts) to the folder of its bundles; absent
 * when the process runs its TypeScript sources through tsx (tests, tools, `npm run dev`).
 */
declare const WASHDESK_BUILD_DIR: string | undefined;

/**
 * A worker thread running one of the server's modules, named by its source path from the
 * checkout's root (`api/db/pglite-thread-worker.ts`). From the build it is that module's own
 * bundle beside the server's; from the sources, tsx's loader is registered in the thread
 * before the module is imported (an entry file in TypeScript would be read before a loader
 * given in execArgv is in place).
 */
export function moduleWorker(sourcePath: string, workerData: unknown): Worker {
  if (typeof WASHDESK_BUILD_DIR === 'string') {
    const bundle = projectFile(WASHDESK_BUILD_DIR, `${path.basename(sourcePath, '.ts')}.js`);
    // None of the main thread's command-line flags: its `--import`s (a test's stand-ins, a
    // benchmark's probe) are the main thread's, and a thread started from the sources never ran
    // them. A flag a worker may not take (`--expose-gc`) would refuse the thread, so no
    // filtered copy either: NODE_OPTIONS (`--enable-source-maps`) still reaches it.
    return new Worker(pathToFileURL(bundle), { workerData, execArgv: [] });
  }
  const moduleUrl = pathToFileURL(projectFile(sourcePath)).href;
  const start = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  return new Worker(start, { eval: true, workerData });
}

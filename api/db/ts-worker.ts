import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module, as the process does: tsx's loader is
 * registered in it before the module is imported (an entry file in TypeScript would be read
 * before a loader given in execArgv is in place).
 */
export function typescriptWorker(moduleUrl: string, workerData: unknown): Worker {
  const start = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(moduleUrl)}); })`;
  return new Worker(start, { eval: true, workerData });
}

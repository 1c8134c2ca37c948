/**
 * Loaded into a benchmarked server with `--import` (bench/lib/server.ts): answers the
 * benchmark's 'memory' message over the IPC channel with the heap after a full collection.
 * The production entry point knows nothing of it, and nothing is exposed over HTTP. Plain
 * JavaScript, so that measuring the built server loads no TypeScript transpiler into it.
 */
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  });
}

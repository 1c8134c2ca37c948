/**
 * Loaded into a benchmarked server with `--import` (bench/lib/server.ts): answers the
 * benchmark's messages over the IPC channel: 'memory' with the heap after a full collection;
 * 'loop-delay-start' and 'loop-delay' with how long the event loop kept waiting work waiting
 * in between (Node's own monitor, enabled only between the two, so that no other benchmark pays
 * for its timer). The production entry point knows nothing of it, and nothing is exposed over
 * HTTP. Plain JavaScript, so that measuring the built server loads no TypeScript transpiler into it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

let delay;
if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') {
      globalThis.gc?.();
      process.send?.({ memory: process.memoryUsage() });
    } else if (message === 'loop-delay-start') {
      delay?.disable();
      delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      process.send?.({ loopDelay: 'started' });
    } else if (message === 'loop-delay') {
      delay?.disable();
      process.send?.({ loopDelay: { maxMs: (delay?.max ?? 0) / 1e6, p99Ms: (delay?.percentile(99) ?? 0) / 1e6 } });
    }
  });
}

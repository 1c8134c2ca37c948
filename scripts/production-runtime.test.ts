import { describe, expect, it } from 'vitest';
import { parseStartScript, productionRuntime, shellLine, withGlibcMalloc } from './production-runtime';

describe('how `npm start` runs the server', () => {
  it('reads the environment, the flags and the entry point of a start script', () => {
    expect(parseStartScript('cross-env NODE_ENV=production A_=1 node --max-semi-space-size=4 --x build/node/server.js')).toEqual({
      env: { NODE_ENV: 'production', A_: '1' },
      nodeArgs: ['--max-semi-space-size=4', '--x'],
      entry: 'build/node/server.js',
    });
    expect(parseStartScript('NODE_ENV=production node build/node/server.js')?.nodeArgs).toEqual([]);
  });

  it('refuses a script that does not run one built entry point with node', () => {
    expect(parseStartScript('tsx server.ts')).toBeUndefined();
    expect(parseStartScript('cross-env NODE_ENV=production node --import tsx server.ts')).toBeUndefined();
    expect(parseStartScript('node build/node/server.js && echo done')).toBeUndefined();
    // A shell takes quotes off, a spawn would not: the two would run different servers.
    expect(parseStartScript("cross-env A='x' node build/node/server.js")).toBeUndefined();
    expect(parseStartScript('cross-env A="a b" node build/node/server.js')).toBeUndefined();
  });

  it('is this checkout’s: production, on the built server, written back as the same shell line', () => {
    const runtime = productionRuntime();
    expect(runtime.env.NODE_ENV).toBe('production');
    expect(runtime.entry).toBe('build/node/server.js');
    expect(parseStartScript(shellLine(runtime))).toEqual(runtime);
  });

  it("gives the end-to-end tests' servers its flags and environment without the malloc settings", () => {
    const runtime = parseStartScript(
      'cross-env NODE_ENV=production MALLOC_MMAP_THRESHOLD_=32768 MALLOC_ARENA_MAX=2 node --y build/node/server.js',
    )!;
    expect(withGlibcMalloc(runtime)).toEqual({ env: { NODE_ENV: 'production' }, nodeArgs: ['--y'], entry: 'build/node/server.js' });
    // The checkout's own start script has one (decision 048): the tests' servers leave it out.
    expect(Object.keys(productionRuntime().env).some((name) => name.startsWith('MALLOC_'))).toBe(true);
    expect(Object.keys(withGlibcMalloc(productionRuntime()).env).some((name) => name.startsWith('MALLOC_'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseStartScript, productionRuntime, shellLine } from './production-runtime';

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
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../api/settings';
import { productionRuntime, shellLine } from './production-runtime';

const run = promisify(execFile);
const UNIT = 'deploy/washdesk.service';
const runtime = productionRuntime();

/** The unit's `Key=value` lines, every value of a key in order. */
function directives(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of readFileSync(UNIT, 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!]);
  }
  return found;
}

describe('the systemd unit of a shop’s own box', () => {
  it('passes systemd-analyze verify', async () => {
    // verify also checks that the command exists: on a box where Node is not /usr/bin/node
    // (an image that puts it in /usr/local), this process's own Node stands in for it.
    const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-unit-'));
    const copy = path.join(dir, 'washdesk.service');
    writeFileSync(copy, readFileSync(UNIT, 'utf8').replace('ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `));
    try {
      // No output at all: systemd prints its objections to stderr even when it exits 0.
      const { stdout, stderr } = await run('systemd-analyze', ['verify', copy]);
      expect(stdout + stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the built server as its own user, comes back after a crash and a reboot, and logs to the journal', () => {
    const unit = directives();
    expect(unit.get('User')).toEqual(['washdesk']);
    expect(unit.get('ExecStart')).toEqual([`/usr/bin/node ${[...runtime.nodeArgs, runtime.entry].join(' ')}`]);
    expect(unit.get('Restart')).toEqual(['on-failure']);
    expect(unit.get('WantedBy')).toEqual(['multi-user.target']);
    expect(unit.get('StandardOutput')).toEqual(['journal']);
    expect(unit.get('ReadWritePaths')).toEqual(['/var/lib/washdesk']);
  });

  it('names settings the server accepts, with the data and backups under the one writable folder', () => {
    const env = Object.fromEntries((directives().get('Environment') ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
    const settings = parseSettings(env);
    expect(settings.NODE_ENV).toBe('production');
    expect(settings.DATA_DIR).toBe('/var/lib/washdesk/data');
    expect(settings.BACKUP_DIR).toBe('/var/lib/washdesk/backups');
    expect(settings.PORT).toBe(3000);
    // No demo accounts on a shop's box: production refuses to listen on the network with them.
    expect(settings.SEED_DEMO).toBe(false);
  });

  it('sets the malloc settings `npm start` sets, and so does the README’s command for several processes', () => {
    const env = Object.fromEntries((directives().get('Environment') ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
    expect(Object.keys(runtime.env).length).toBeGreaterThan(1);
    for (const [name, value] of Object.entries(runtime.env)) expect(env[name], name).toBe(value);
    // Nothing else of malloc's: a setting dropped from `npm start` goes from the unit too.
    expect(Object.keys(env).filter((name) => name.startsWith('MALLOC_') && !(name in runtime.env))).toEqual([]);
    // Every process the README starts runs as `npm start` does.
    const starts = readFileSync('README.md', 'utf8')
      .split('\n')
      .filter((line) => /\bnode\b.*build\/node\/server\.js/.test(line));
    expect(starts.length).toBeGreaterThan(1);
    for (const line of starts)
      expect(line).toMatch(new RegExp(`^PORT=\\d+ ${shellLine(runtime).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} &$`));
  });
});

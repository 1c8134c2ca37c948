import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A V8 CPU profile as `node --cpu-prof` writes it. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** CPU time in the window (ms), idle excluded. */
  busyMs: number;
  /** The functions with the most time of their own: share of the busy time (%), name, where. */
  functions: Array<{ share: number; name: string; where: string }>;
  /** The same by package (node_modules) or folder of ours. */
  packages: Array<{ share: number; name: string }>;
}

/** The largest .cpuprofile in a folder: the main thread's (a worker thread writes its own, smaller one). */
export function mainProfile(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) throw new Error(`no CPU profile in ${dir}`);
  return path.join(dir, files.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]!);
}

/**
 * Self time by function and by package over the last `windowMs` before `endBeforeMs` from the
 * end of the profile (the load, not the start or the shutdown).
 */
export function summarise(file: string, windowMs: number, endBeforeMs: number, top = 10): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const end = profile.endTime - endBeforeMs * 1000;
  const start = end - windowMs * 1000;
  const self = new Map<number, number>();
  let t = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < start || t > end) return;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    self.set(id, (self.get(id) ?? 0) + delta);
    busy += delta;
  });
  const fns = new Map<string, { us: number; name: string; where: string }>();
  const pkgs = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const url = frame.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
    const where = url ? `${url.split('/').slice(-2).join('/')}` : '';
    const key = `${frame.functionName}|${where}|${frame.lineNumber}`;
    const entry = fns.get(key) ?? { us: 0, name: frame.functionName || '(anonymous)', where };
    entry.us += us;
    fns.set(key, entry);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (!url || url.startsWith('node:')
        ? frame.functionName.startsWith('(')
          ? frame.functionName
          : 'Node.js itself'
        : url.split('/').slice(0, 2).join('/'));
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
  }
  const share = (us: number) => Math.round((1000 * us) / busy) / 10;
  return {
    busyMs: Math.round(busy / 1000),
    functions: [...fns.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ share: share(f.us), name: f.name, where: f.where })),
    packages: [...pkgs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ share: share(us), name })),
  };
}

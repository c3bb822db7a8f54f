// Sums a V8 CPU profile (the `.cpuprofile` that `node --cpu-prof` writes) by where the code
// comes from, over a stretch of time (the render profile's measured requests).

export interface CpuProfile {
  startTime: number;
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  busyMs: number;
  rows: Array<{ label: string; ms: number }>;
}

/** A package name from a file URL under node_modules, or what else the code is. */
function labelOf(callFrame: { functionName: string; url: string }): string {
  const { url, functionName } = callFrame;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (url.includes('/dist/server.mjs')) return 'platform code (dist/server.mjs)';
  if (url.startsWith('node:')) return 'Node.js (node:*)';
  if (functionName === '(program)') return 'V8 and native (program)';
  return url ? url.replace(/^.*\//, '') : `native: ${functionName || '(anonymous)'}`;
}

/** Now on the clock V8's profiles use (the monotonic clock, in microseconds). */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * The busy milliseconds between `from` and `to` (monotonicMicros() of the same machine) and
 * how they split by label, largest first.
 */
export function summariseProfile(profile: CpuProfile, from: number, to: number): ProfileSummary {
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const byLabel = new Map<string, number>();
  let busyMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]!;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = nodeById.get(id)!;
    if (at < from || at > to || node.callFrame.functionName === '(idle)') return;
    const label = labelOf(node.callFrame);
    byLabel.set(label, (byLabel.get(label) ?? 0) + ms);
    busyMs += ms;
  });
  const rows = [...byLabel].map(([label, ms]) => ({ label, ms })).sort((a, b) => b.ms - a.ms);
  return { busyMs, rows };
}

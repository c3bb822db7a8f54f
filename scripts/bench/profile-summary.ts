// Sums a V8 CPU profile (the `.cpuprofile` that `node --cpu-prof` writes) by where the code
// comes from, inside the stretch of work between the profile's last two idle pauses: the
// render profile's measured requests, between a pause after warming up and one before exit.

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
  samples: number[];
  timeDeltas: number[];
}

const BLIP_MS = 30;

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

/**
 * The busy milliseconds between the last two idle stretches of at least `pauseMs`, and how
 * they split by label, largest first.
 */
export function summariseProfile(profile: CpuProfile, pauseMs: number): ProfileSummary {
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const times: number[] = [];
  let now = 0;
  for (const delta of profile.timeDeltas) times.push((now += delta / 1000));
  const isIdle = profile.samples.map((id) => nodeById.get(id)?.callFrame.functionName === '(idle)');
  // Pauses as [first sample, last sample] indexes: idle stretches, counting a blip of work
  // shorter than BLIP_MS (a timer, the profiler itself) as part of the pause around it.
  const pauses: Array<[number, number]> = [];
  let start = -1;
  let lastIdle = -1;
  for (let index = 0; index <= isIdle.length; index += 1) {
    const idle = index < isIdle.length && isIdle[index];
    if (idle) {
      if (start < 0 || times[index]! - times[lastIdle]! > BLIP_MS) {
        if (start >= 0 && times[lastIdle]! - times[start]! >= pauseMs)
          pauses.push([start, lastIdle]);
        start = index;
      }
      lastIdle = index;
    } else if (
      index === isIdle.length &&
      start >= 0 &&
      times[lastIdle]! - times[start]! >= pauseMs
    ) {
      pauses.push([start, lastIdle]);
    }
  }
  if (pauses.length < 2) throw new Error('the profile has no measured stretch between pauses');
  const from = pauses[pauses.length - 2]![1] + 1;
  const to = pauses[pauses.length - 1]![0];
  const byLabel = new Map<string, number>();
  let busyMs = 0;
  for (let index = from; index < to; index += 1) {
    if (isIdle[index]) continue;
    const ms = (times[index + 1] ?? times[index]!) - times[index]!;
    const label = labelOf(nodeById.get(profile.samples[index]!)!.callFrame);
    byLabel.set(label, (byLabel.get(label) ?? 0) + ms);
    busyMs += ms;
  }
  const rows = [...byLabel].map(([label, ms]) => ({ label, ms })).sort((a, b) => b.ms - a.ms);
  return { busyMs, rows };
}

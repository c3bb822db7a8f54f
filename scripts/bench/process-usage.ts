// What a benchmarked server process uses, from the kernel's own counts (Linux /proc).
import fs from 'node:fs';

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/**
 * User plus system CPU time of a process so far, in milliseconds (clock ticks of 10 ms), with
 * `children` that of the child processes it has waited for (start-up steps run in children).
 */
export function cpuMs(pid: number, options: { children?: boolean } = {}): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  const waited = options.children ? Number(fields[13]) + Number(fields[14]) : 0;
  return (own + waited) * 10;
}

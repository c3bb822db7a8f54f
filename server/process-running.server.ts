/**
 * Whether a process id on this machine names a live process: the PGlite folder lock, a feed's
 * lease and an import's build index all record their owner's pid, and a dead owner's claim is
 * taken over at once. EPERM means it lives but belongs to another user.
 */
export function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

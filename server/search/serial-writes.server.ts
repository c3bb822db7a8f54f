/**
 * Runs index writes one at a time, in the order they were asked for. An import
 * rebuilds the cars index beside the live one and swaps them (replace-tenant-cars):
 * a write to the live index while it copies would be lost, so this process's
 * writes wait for each other. A failed write fails only its own caller.
 */
export type SerialWrites = <T>(write: () => Promise<T>) => Promise<T>;

export function createSerialWrites(): SerialWrites {
  let tail: Promise<unknown> = Promise.resolve();
  return (write) => {
    const run = tail.then(write);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

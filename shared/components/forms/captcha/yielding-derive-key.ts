import type { DeriveKeyFunction } from 'altcha-lib';
import { nextTask } from '../../../app/next-task.ts';

/** Under the 50 ms at which the browser counts a task as long (and input waits). */
const SLICE_MS = 40;

/**
 * The solver's WebCrypto awaits settle without letting input events in, and altcha-lib
 * yields only every 200 ms: measured in Chromium, the solve ran as 200 ms long tasks. This
 * wraps the key derivation so the solver gives the page a turn every SLICE_MS.
 */
export function yieldingDeriveKey(
  deriveKey: DeriveKeyFunction,
  yieldToPage: () => Promise<void> = nextTask,
  sliceMs = SLICE_MS,
): DeriveKeyFunction {
  let sliceStart = performance.now();
  return async (parameters, salt, password) => {
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToPage();
      sliceStart = performance.now();
    }
    return deriveKey(parameters, salt, password);
  };
}

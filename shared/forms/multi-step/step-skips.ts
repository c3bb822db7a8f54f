import type { StepSkip } from './multi-step-state.ts';

/**
 * The skip records describe how the shopper reached the current step, so that
 * Previous can return to the step a skip was made from (product rule 4.12).
 *
 * product rule 4.12: Next removes the skip records spanning the step it leaves. A skip
 * {from, to} spans step s when from <= s < to, i.e. when the move s -> s + 1
 * lies inside the jump. Leaving such a step by Next means the shopper is now
 * walking the steps the skip jumped over, so the record no longer tells how
 * they will reach `to`: kept, Previous at `to` would jump back over steps the
 * shopper filled in. That includes from === s (the shopper came back to the
 * skip's origin and now goes on one step at a time instead); a skip whose
 * `to` is s is kept, since s was still reached by that skip.
 *
 * Skips only go forward: revisiting an earlier step is what Previous is for,
 * and skipped_steps (product rule 3.4) names steps the shopper did not fill in.
 */
export function spansStep(skip: StepSkip, step: number): boolean {
  return skip.from <= step && step < skip.to;
}

export function dropSkipsSpanning(skips: readonly StepSkip[], step: number): StepSkip[] {
  return skips.filter((skip) => !spansStep(skip, step));
}

/** The latest skip that landed on `step`: Previous from there returns to its `from`. */
export function skipInto(skips: readonly StepSkip[], step: number): StepSkip | undefined {
  return skips.findLast((skip) => skip.to === step);
}

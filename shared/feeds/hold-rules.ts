// When a pulled feed must not reach shoppers (product rule 4.16): the site keeps its last
// good stock and the pull records why. Decision 0025 gives the reasons for each rule.
import type { FeedMode } from './feed-settings.ts';

/** Why a pull was held; each is shown in the status and history as is. */
export type HoldReason = 'empty' | 'drop' | 'bad-rows' | 'unparsable' | 'too-large';

/** Holds an operator may wave through once with `npm run feeds -- approve SLUG`. */
export const APPROVABLE_HOLDS: readonly HoldReason[] = ['empty', 'drop'];

export interface PullCounts {
  /** Rows found in the file. */
  rowsRead: number;
  /** Rows that passed every check. */
  goodRows: number;
  /** Rows left out, each with its problems. */
  badRows: number;
  /** Cars the site shows now. */
  previousCount: number;
  /** Cars the site shows now that the good rows no longer hold. */
  removed: number;
}

export interface HoldRules {
  mode: FeedMode;
  holdDropPercent: number;
  /** An operator approved the next pull that would remove stock. */
  approved: boolean;
}

export interface Hold {
  reason: HoldReason;
  message: string;
}

/** The share of the current stock a pull would remove, 0 to 100. */
export function dropPercent(counts: Pick<PullCounts, 'previousCount' | 'removed'>): number {
  return counts.previousCount === 0 ? 0 : (counts.removed / counts.previousCount) * 100;
}

/** The hold a pull's counts call for, or undefined when its good rows may be imported. */
export function decideHold(counts: PullCounts, rules: HoldRules): Hold | undefined {
  if (rules.mode === 'strict' && counts.badRows > 0) {
    return {
      reason: 'bad-rows',
      message: `${plural(counts.badRows, 'row')} of ${counts.rowsRead} with problems, and this site imports a feed only when every row is good (mode strict)`,
    };
  }
  // A site with no stock yet loses nothing to a feed without rows; rows that are all bad
  // still say something is wrong with the feed (or its mapping).
  const emptied = counts.previousCount > 0 || counts.badRows > 0;
  if (counts.goodRows === 0 && emptied && !rules.approved) {
    const what =
      counts.rowsRead === 0
        ? 'the feed has no rows'
        : `none of its ${counts.rowsRead} rows is good`;
    const loss =
      counts.previousCount > 0
        ? `importing it would remove all ${plural(counts.previousCount, 'car')}`
        : 'importing it would leave the site without cars';
    return { reason: 'empty', message: `${what}: ${loss}; an operator can approve it` };
  }
  const drop = dropPercent(counts);
  if (drop > rules.holdDropPercent && !rules.approved) {
    return {
      reason: 'drop',
      message: `it would remove ${counts.removed} of ${plural(counts.previousCount, 'car')} (${Math.round(drop)}%), more than the ${rules.holdDropPercent}% this site allows at once; an operator can approve it`,
    };
  }
  return undefined;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

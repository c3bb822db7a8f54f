import type { TextMatch } from './find-text-matches.ts';
import type { Segment } from '../text/tokenize.ts';

/**
 * Meilisearch's `find_best_match_interval`: slides a window of `cropSize`
 * words over the matches and keeps the interval with the most distinct query
 * words, then the closest matches, then the most in query order.
 */
export function findBestMatchInterval(
  matches: readonly TextMatch[],
  cropSize: number,
): [TextMatch, TextMatch] {
  let best: { first: number; last: number; score: number[] } | null = null;
  const consider = (first: number, last: number): void => {
    const score = scoreInterval(matches.slice(first, last + 1));
    if (best === null || compareScores(score, best.score) > 0) best = { first, last, score };
  };
  let first = 0;
  let firstWord = matches[0]!.firstWord;
  matches.forEach((next, index) => {
    if (next.lastWord - firstWord < cropSize) return;
    if (index !== 0) consider(first, index - 1);
    for (;;) {
      first++;
      if (first === matches.length) {
        first--;
        break;
      }
      firstWord = matches[first]!.firstWord;
      if (firstWord > next.lastWord || next.lastWord - firstWord < cropSize) break;
    }
  });
  const last = matches.length - 1;
  const lone = matches[first]!;
  if (first !== last || lone.lastWord - lone.firstWord + 1 < cropSize) consider(first, last);
  const chosen = best as { first: number; last: number } | null;
  return chosen === null
    ? [matches[0]!, matches[0]!]
    : [matches[chosen.first]!, matches[chosen.last]!];
}

function scoreInterval(matches: readonly TextMatch[]): number[] {
  const ids = new Set<number>();
  let order = 0;
  let distance = 0;
  matches.forEach((match, index) => {
    const phraseGaps = match.lastWord - match.firstWord;
    order += phraseGaps;
    distance -= phraseGaps;
    const next = matches[index + 1];
    if (next !== undefined) {
      if (next.ids[0] > match.ids[0]) order++;
      distance -= Math.min(next.firstWord - match.lastWord, 7);
    }
    for (let id = match.ids[0]; id <= match.ids[1]; id++) ids.add(id);
  });
  return [ids.size, distance, order];
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Meilisearch's `crop_bounds`: start from the best interval of matches (or
 * the start of the text) and grow it one word at a time on both sides until
 * it holds `cropSize` words, preferring words over separators and a soft
 * separator over a hard one, so the window tends to stop at sentence ends.
 * Returns UTF-16 offsets [start, end).
 */
export function findCropWindow(
  segments: readonly Segment[],
  matches: readonly TextMatch[],
  cropSize: number,
  textLength: number,
): [number, number] {
  let remaining = cropSize;
  let forward = true;
  let before = -1;
  let after = 0;
  if (matches.length > 0) {
    const [first, last] = findBestMatchInterval(matches, cropSize);
    const matchesSize = last.lastWord - first.firstWord + 1;
    forward = cropSize >= matchesSize;
    remaining = forward ? cropSize - matchesSize : matchesSize - cropSize;
    after = Math.min(last.lastSegment + 1, segments.length);
    before = forward ? first.firstSegment - 1 : -1;
    // A match longer than the window (a long phrase) is shortened from its end.
    if (!forward) after = Math.min(after, segments.length - 1);
  }
  const step = forward ? 1 : -1;
  const peekAfter = (): Segment | undefined =>
    after >= 0 && after < segments.length ? segments[after] : undefined;
  while (remaining > 0) {
    const left = before >= 0 ? segments[before] : undefined;
    const right = peekAfter();
    if (left !== undefined && right !== undefined) {
      if (left.separator !== null && right.separator !== null) {
        if (left.separator === right.separator) {
          before--;
          // Avoids ending on a separator right before the crop marker.
          if (remaining > 1) after += step;
        } else if (left.separator === 'hard') {
          after += step;
        } else {
          before--;
        }
      } else if (left.separator === null && right.separator !== null) {
        before--;
        remaining--;
      } else if (left.separator !== null) {
        after += step;
        remaining--;
      } else {
        before--;
        remaining--;
        if (remaining > 0) {
          after += step;
          remaining--;
        }
      }
    } else if (left !== undefined) {
      before--;
      if (left.separator === null) remaining--;
    } else if (right !== undefined) {
      after += step;
      if (right.separator === null) remaining--;
    } else {
      break;
    }
  }
  const start = before >= 0 ? segments[before]!.end : 0;
  const end = peekAfter()?.start ?? textLength;
  return [start, end];
}

import { findCropWindow } from './crop-window.ts';
import { findTextMatches } from './find-text-matches.ts';
import type { QueryMatcher } from '../query/query-matcher.ts';
import { segmentText } from '../text/tokenize.ts';

export interface TextFormat {
  readonly highlight: boolean;
  /** Words to keep; null or 0 for no crop. */
  readonly crop: number | null;
  readonly highlightPreTag: string;
  readonly highlightPostTag: string;
  readonly cropMarker: string;
}

/**
 * Meilisearch's `Matcher::format`: crop around the best group of matches, put
 * the crop marker where text was cut, and wrap each match inside the window in
 * the highlight tags (a prefix match only on its typed part). O(length of the
 * text × matcher size).
 */
export function formatText(text: string, matcher: QueryMatcher, format: TextFormat): string {
  if (!format.highlight && !format.crop) return text;
  const segments = (matcher.segment ?? segmentText)(text);
  const matches = findTextMatches(segments, matcher);
  const [cropStart, cropEnd] =
    format.crop !== null && format.crop > 0
      ? findCropWindow(segments, matches, format.crop, text.length)
      : [0, text.length];
  const parts: string[] = [];
  if (cropStart > 0 && format.cropMarker !== '') parts.push(format.cropMarker);
  let index = cropStart;
  if (format.highlight) {
    for (const match of matches) {
      if (match.end < cropStart || match.start > cropEnd) continue;
      const start = Math.max(match.start, cropStart);
      const end = Math.min(match.end, cropEnd);
      if (index < start) parts.push(text.slice(index, start));
      const highlightEnd = Math.min(Math.max(match.highlightEnd, start), end);
      parts.push(format.highlightPreTag, text.slice(start, highlightEnd), format.highlightPostTag);
      if (highlightEnd < end) parts.push(text.slice(highlightEnd, end));
      index = end;
    }
  }
  if (index < cropEnd) parts.push(text.slice(index, cropEnd));
  if (cropEnd < text.length && format.cropMarker !== '') parts.push(format.cropMarker);
  return parts.join('');
}

/** A match as Meilisearch's `_matchesPosition` reports it: UTF-8 byte offsets. */
export interface MatchPosition {
  readonly start: number;
  readonly length: number;
  /** For a match inside arrays: the index in each array, outermost first. */
  readonly indices?: readonly number[];
}

/** Meilisearch's `Matcher::matches`: where the query matches in `text`, in bytes. */
export function locateMatches(text: string, matcher: QueryMatcher): MatchPosition[] {
  return findTextMatches((matcher.segment ?? segmentText)(text), matcher).map((match) => ({
    start: Buffer.byteLength(text.slice(0, match.start)),
    length: Buffer.byteLength(text.slice(match.start, match.highlightEnd)),
  }));
}

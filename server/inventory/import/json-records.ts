// JSON feeds: an array of cars, or an object whose `cars` is that array (the
// platform's own inventory files). Each row keeps the line it starts on.
import type { FeedRecord } from './feed-record.ts';
import type { FeedProblem } from './feed-problem.ts';

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0xfeff;
}

/**
 * Lines on which the rows start: the elements of the root array, or of the root
 * object's `cars` array. `text` is known to be valid JSON.
 */
function rowStartLines(text: string, wrapped: boolean): number[] {
  const rowsDepth = wrapped ? 2 : 1;
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let stringStart = -1;
  let lastKey = '';
  let insideRows = false;
  let expectRow = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) line += 1;
    if (stringStart >= 0) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) {
        if (depth === 1) lastKey = JSON.parse(text.slice(stringStart, i + 1)) as string;
        stringStart = -1;
      }
      continue;
    }
    if (isSpace(code)) continue;
    if (insideRows && expectRow && depth === rowsDepth) {
      if (!CLOSE.has(code)) lines.push(line);
      expectRow = false;
    }
    if (code === QUOTE) stringStart = i;
    else if (OPEN.has(code)) {
      depth += 1;
      const opensRows = code === 0x5b && depth === rowsDepth && (!wrapped || lastKey === 'cars');
      if (opensRows) insideRows = expectRow = true;
    } else if (CLOSE.has(code)) {
      if (depth === rowsDepth) insideRows = false;
      depth -= 1;
    } else if (code === COMMA && insideRows && depth === rowsDepth) expectRow = true;
  }
  return lines;
}

function problemAt(message: string, line = 1): { problem: FeedProblem } {
  return { problem: { line, row: 0, field: '', message } };
}

/** JSON.parse names a character position; people need a line. */
function lineOfPosition(text: string, message: string): number {
  const position = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
  return text.slice(0, position).split('\n').length;
}

export function readJsonRecords(
  input: string,
): { records: FeedRecord[] } | { problem: FeedProblem } {
  // JSON.parse refuses a byte order mark, which some editors and exports write.
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const { message } = error as Error;
    return problemAt(`not valid JSON: ${message}`, lineOfPosition(text, message));
  }
  const isWrapped = !Array.isArray(document);
  const rows = isWrapped ? (document as { cars?: unknown } | null)?.cars : document;
  if (!Array.isArray(rows)) {
    return problemAt('must be an array of cars, or an object with a "cars" array');
  }
  const lines = rowStartLines(text, isWrapped);
  return {
    records: rows.map((value, index) => ({ line: lines[index] ?? 1, row: index + 1, value })),
  };
}

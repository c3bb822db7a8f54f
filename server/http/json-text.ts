/**
 * Checks JSON text before it is parsed, in one pass with no recursion: the
 * grammar (RFC 8259), how deep objects and arrays nest, and `\u` escapes that
 * name half a surrogate pair. JSON.parse's own messages quote the input (a
 * shopper's name, say) and give no position for some errors; these give a
 * position and quote nothing.
 */
export interface JsonTextProblem {
  kind: 'syntax' | 'depth';
  /** What is wrong, e.g. "expected ':' after a property name". */
  problem: string;
  /** 1-based line and column, and the 0-based character offset. */
  line: number;
  column: number;
  offset: number;
}

const OBJECT = 0;
const ARRAY = 1;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;

type State = 'value' | 'first-key' | 'key' | 'after-value';

/** The first problem in `text`, or undefined when it is one JSON value nested at most `maxDepth` deep. */
export function checkJsonText(text: string, maxDepth: number): JsonTextProblem | undefined {
  const stack: number[] = [];
  let state: State = 'value';
  let i = 0;
  const fail = (at: number, problem: string, kind: 'syntax' | 'depth' = 'syntax') =>
    locate(text, at, problem, kind);
  for (;;) {
    i = skipWhitespace(text, i);
    const c = text[i];
    if (state === 'value') {
      if (c === '{' || c === '[') {
        if (stack.length >= maxDepth) {
          return fail(i, `objects and arrays nest more than ${maxDepth} deep`, 'depth');
        }
        stack.push(c === '{' ? OBJECT : ARRAY);
        i = skipWhitespace(text, i + 1);
        if (c === '[' && text[i] === ']') {
          stack.pop();
          i += 1;
          state = 'after-value';
        } else {
          state = c === '{' ? 'first-key' : 'value';
        }
        continue;
      }
      if (c === '"') {
        const end = scanString(text, i);
        if (typeof end !== 'number') return fail(end.at, end.problem);
        i = end;
        state = 'after-value';
        continue;
      }
      NUMBER.lastIndex = i;
      const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, i));
      if (literal || NUMBER.test(text)) {
        i = literal ? i + literal.length : NUMBER.lastIndex;
        state = 'after-value';
        continue;
      }
      return fail(
        i,
        c === undefined ? 'the body ends where a value was expected' : 'expected a value',
      );
    }
    if (state === 'first-key' || state === 'key') {
      if (state === 'first-key' && c === '}') {
        stack.pop();
        i += 1;
        state = 'after-value';
        continue;
      }
      if (c !== '"') return fail(i, 'expected a property name in double quotes');
      const end = scanString(text, i);
      if (typeof end !== 'number') return fail(end.at, end.problem);
      i = skipWhitespace(text, end);
      if (text[i] !== ':') return fail(i, "expected ':' after a property name");
      i += 1;
      state = 'value';
      continue;
    }
    // After a value: the end of the text, or the enclosing object's or array's next token.
    const top = stack.at(-1);
    if (top === undefined) {
      return i === text.length ? undefined : fail(i, 'unexpected text after the JSON value');
    }
    const close = top === OBJECT ? '}' : ']';
    if (c === ',') {
      i += 1;
      state = top === OBJECT ? 'key' : 'value';
    } else if (c === close) {
      stack.pop();
      i += 1;
    } else {
      return fail(
        i,
        c === undefined
          ? `the body ends before its closing '${close}'`
          : `expected ',' or '${close}'`,
      );
    }
  }
}

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t') i += 1;
  return i;
}

/** The index just past the string starting at `start` (a '"'), or where and why it is invalid. */
function scanString(text: string, start: number): number | { at: number; problem: string } {
  let i = start + 1;
  for (;;) {
    const code = text.charCodeAt(i);
    if (Number.isNaN(code)) return { at: start, problem: 'a string is not closed' };
    if (code === 0x22) return i + 1;
    if (code < 0x20) return { at: i, problem: 'a control character must be escaped in a string' };
    if (code !== 0x5c) {
      i += 1;
      continue;
    }
    const escape = text[i + 1];
    if (escape === 'u') {
      const unit = readHex4(text, i + 2);
      if (unit === undefined) return { at: i, problem: 'a \\u escape needs four hex digits' };
      if (unit >= 0xdc00 && unit <= 0xdfff) return { at: i, problem: loneSurrogate };
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const low = text.startsWith('\\u', i + 6) ? readHex4(text, i + 8) : undefined;
        if (low === undefined || low < 0xdc00 || low > 0xdfff) {
          return { at: i, problem: loneSurrogate };
        }
        i += 12;
        continue;
      }
      i += 6;
    } else if (escape !== undefined && ESCAPES.has(escape)) {
      i += 2;
    } else {
      return { at: i, problem: 'a string has an invalid escape' };
    }
  }
}

const loneSurrogate = 'a \\u escape names half of a surrogate pair';

function readHex4(text: string, at: number): number | undefined {
  const digits = text.slice(at, at + 4);
  return HEX4.test(digits) ? Number.parseInt(digits, 16) : undefined;
}

function locate(
  text: string,
  offset: number,
  problem: string,
  kind: 'syntax' | 'depth',
): JsonTextProblem {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { kind, problem, line, column: offset - lineStart + 1, offset };
}

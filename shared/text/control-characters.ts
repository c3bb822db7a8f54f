// Characters a shopper's or a bot's text may hold that a reader cannot see: one definition for
// the lead fields, the addresses pages read and the leads export (docs/decisions/0016).

/** C0 and C1 control characters and DEL (regular-expression class body). */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
/** Text that reads differently from what it holds: line and paragraph separators, bidi overrides and isolates. */
const INVISIBLE_LAYOUT = '\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

/** A control character (C0, DEL, C1). */
export const CONTROL_CHARACTER = new RegExp(`[${CONTROLS}]`);

/** Every control character, for replacing them all. */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROLS}]`, 'g');

/** A character no lead field takes: a control other than tab, LF and CR, or invisible layout. */
export const UNTYPABLE_CHARACTER = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${INVISIBLE_LAYOUT}]`,
);

/** Every control or invisible-layout character, a CRLF pair matched whole (one line break). */
export const UNSAFE_TO_PRINT = new RegExp(`\\r\\n|[${CONTROLS}${INVISIBLE_LAYOUT}]`, 'g');

import { UNSAFE_TO_PRINT } from '#shared/text/control-characters.ts';

/**
 * A stored value made safe to print or to put in a spreadsheet cell: shoppers typed these
 * fields, and an escape sequence in a name or message must not drive the operator's terminal.
 * Control characters are shown as visible \u escapes (see docs/decisions/0014-leads-export-cells.md); a line break
 * (LF, CRLF) is kept as LF when `multiline`, else it becomes a space, as does a tab or lone CR.
 */
export function printable(value: string, { multiline = false } = {}): string {
  return value.replace(UNSAFE_TO_PRINT, (char) => {
    if (char === '\n' || char === '\r\n') return multiline ? '\n' : ' ';
    if (char === '\r' || char === '\t') return ' ';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

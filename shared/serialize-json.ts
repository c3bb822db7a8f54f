const UNSAFE_CHARS: Record<string, string> = {
  '<': '\\u003C',
  '>': '\\u003E',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for embedding inside an inline <script>: content can never close the
 * script tag or open an HTML comment, and line separators cannot break JS.
 * Every inline JSON on a page goes through this one function.
 */
export function serializeJsonForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_CHARS[char] ?? char);
}

/** Plain UTF-16 comparison, not localeCompare: server and browser ICU data may differ. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

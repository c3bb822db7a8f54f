/**
 * product rule 5.14: a checkbox group's value is the list of its ticked values, kept in the order
 * of the options so the same choice always posts the same list.
 */
export function toggleChecked(
  checked: readonly string[],
  value: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(checked);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((option) => next.has(option));
}

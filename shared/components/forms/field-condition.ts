/** The form's current values, by field name; a checkbox group's value is its checked list. */
export type FieldValues = Readonly<Record<string, unknown>>;

/**
 * product rule 5.14: a field shown only while another field has a value (`{ field }`), one of some
 * values (`{ field, is }`), or while a predicate over the form's values holds.
 */
export type FieldCondition =
  ((values: FieldValues) => boolean) | { field: string; is?: unknown | readonly unknown[] };

export function conditionHolds(condition: FieldCondition, values: FieldValues): boolean {
  if (typeof condition === 'function') return condition(values);
  const value = values[condition.field];
  if (!('is' in condition)) return isFilled(value);
  const wanted = Array.isArray(condition.is) ? condition.is : [condition.is];
  return Array.isArray(value)
    ? value.some((item) => wanted.includes(item))
    : wanted.includes(value);
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null && value !== false;
}

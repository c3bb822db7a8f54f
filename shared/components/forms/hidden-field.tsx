import type { LeadFieldName } from '../../leads/lead-fields.ts';

export interface HiddenFieldProps {
  name: LeadFieldName;
  /** Nothing is rendered, so nothing is sent, while the page has no value. */
  value: string | number | boolean | undefined;
}

/** A value the page fills in: the car's id, stock number and type, the page id. */
export function HiddenField({ name, value }: HiddenFieldProps) {
  if (value === undefined) return null;
  return <input type="hidden" name={name} value={String(value)} />;
}

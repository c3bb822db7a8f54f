import type { ReactNode } from 'react';
import { conditionHolds, type FieldCondition, type FieldValues } from './field-condition.ts';

export interface ConditionalFieldProps {
  when: FieldCondition;
  values: FieldValues;
  children: ReactNode;
}

/** Renders its fields only while `when` holds; a field not rendered is not posted. */
export function ConditionalField({ when, values, children }: ConditionalFieldProps) {
  return conditionHolds(when, values) ? <>{children}</> : null;
}

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { CAR_SCHEMA, FEED_ROW_SCHEMA } from '../car-schema.server.ts';
import type { FieldProblem } from './feed-problem.ts';

function compile(schema: object): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

let validators: { feedRow: ValidateFunction; car: ValidateFunction } | undefined;

/** Compiled once per process: ajv compilation costs far more than validating a row. */
export function carValidators() {
  validators ??= { feedRow: compile(FEED_ROW_SCHEMA), car: compile(CAR_SCHEMA) };
  return validators;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function toProblem(error: ErrorObject): FieldProblem {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '');
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    return { field: path ? `${path}/${missing}` : missing, message: 'is required' };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String(params.additionalProperty);
    return { field: path ? `${path}/${extra}` : extra, message: 'is not a field of a car' };
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as string[]).join(', ');
    return { field: path, message: `must be one of ${allowed} (got ${shown(error.data)})` };
  }
  return { field: path, message: `${error.message ?? 'is invalid'} (got ${shown(error.data)})` };
}

/** ajv's errors as one problem per field; `anyOf` noise (nullable fields) folded away. */
export function describeSchemaErrors(
  errors: readonly ErrorObject[] | null | undefined,
): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'anyOf') continue;
    const problem = toProblem(error);
    if (error.keyword === 'type' && error.params.type === 'null') continue;
    const key = `${problem.field}\u0000${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

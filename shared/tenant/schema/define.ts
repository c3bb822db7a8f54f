import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

const definitions: Record<string, TSchema> = {};

/**
 * Names a schema: it is stored under the tenant schema's `definitions` and every use is a
 * `$ref` to it, so editors show the name (docs/decisions/0024-tenant-schema-in-typescript.md).
 */
export function define<T extends TSchema>(name: string, schema: T): TUnsafe<Static<T>> {
  return defineAs<Static<T>>(name, schema);
}

/** As `define`, for a schema whose type TypeBox cannot infer alone (the cyclic navigation). */
export function defineAs<Value>(name: string, schema: TSchema): TUnsafe<Value> {
  if (definitions[name]) throw new Error(`tenant schema: "${name}" is defined twice`);
  definitions[name] = schema;
  return Type.Unsafe<Value>({ $ref: `#/definitions/${name}` });
}

/**
 * Every named schema, by name: the order modules happen to be loaded in (a test that imports
 * one part of the schema first) never changes the generated file.
 */
export function namedDefinitions(): Record<string, TSchema> {
  return Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((name) => [name, definitions[name]!]),
  );
}

/** A `$ref` with what this use of it means beside it. */
export function described<Value>(ref: TUnsafe<Value>, description: string): TUnsafe<Value> {
  return Type.Unsafe<Value>({ ...ref, description });
}

/** A string that is one of `values`: `{ "type": "string", "enum": [...] }`. */
export function stringEnum<const Values extends readonly string[]>(
  values: Values,
  options: { description?: string } = {},
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', ...options, enum: values });
}

/** An object used as a map: any keys that match `keys` (a string schema), each holding a `values`. */
export function stringMap<Values extends TSchema>(
  keys: { type?: 'string'; pattern?: string; minLength?: number; maxLength?: number },
  values: Values,
  options: { description?: string } = {},
): TUnsafe<Record<string, Static<Values>>> {
  return Type.Unsafe<Record<string, Static<Values>>>({
    type: 'object',
    ...options,
    propertyNames: keys,
    additionalProperties: values,
  });
}

/** An ISO date `YYYY-MM-DD`. */
export function isoDate(options: { description?: string } = {}) {
  return Type.String({ format: 'date', ...options });
}

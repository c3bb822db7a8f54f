// A text cell (a CSV cell, an XML element's text, a provider's JSON string) as the value
// its car field holds: converted by the field's schema type so that ajv reports what is
// still wrong. Lists are split on the separators; nested objects (finance_lenders, location)
// are JSON.
import { CAR_PROPERTIES } from '../car-schema.server.ts';

export const DEFAULT_LIST_SEPARATORS: readonly string[] = ['|'];
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);
const NUMBER = /^-?\d+(\.\d+)?$/;

type PropertySchema = { type?: string | readonly string[]; anyOf?: readonly PropertySchema[] };

function typesOf(schema: PropertySchema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return schema.type === undefined ? [] : [schema.type].flat();
}

export function isCarField(name: string): boolean {
  return Object.hasOwn(CAR_PROPERTIES, name);
}

/** A field holding a list (images, features). */
export function isListField(name: string): boolean {
  return typesOf((CAR_PROPERTIES as Record<string, PropertySchema>)[name]).includes('array');
}

export function splitList(text: string, separators: readonly string[]): string[] {
  let items = [text];
  for (const separator of separators) items = items.flatMap((item) => item.split(separator));
  return items.map((item) => item.trim()).filter(Boolean);
}

export function convertCell(
  field: string,
  cell: string,
  separators: readonly string[] = DEFAULT_LIST_SEPARATORS,
): unknown {
  const types = typesOf((CAR_PROPERTIES as Record<string, PropertySchema>)[field]);
  const trimmed = cell.trim();
  if (types.includes('array')) {
    if (trimmed.startsWith('[')) return parseJsonOr(trimmed);
    return splitList(trimmed, separators);
  }
  if (types.includes('object')) return parseJsonOr(trimmed);
  if ((types.includes('integer') || types.includes('number')) && NUMBER.test(trimmed)) {
    return Number(trimmed);
  }
  if (types.includes('boolean')) {
    const word = trimmed.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return cell;
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

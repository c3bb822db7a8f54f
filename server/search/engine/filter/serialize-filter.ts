import type { FilterNode } from './filter-node.ts';

/**
 * Canonical text for a filter: every operand of AND, OR and NOT in
 * parentheses, every attribute and value double-quoted. Inside double quotes
 * Meilisearch's parser lets a backslash take the next character with it and
 * then unescapes `\"` and `\\` (filter-parser `quoted_by` + `unescaper`), so
 * escaping exactly those two characters makes any string one opaque token:
 * no `"`, `)`, `OR` or backslash in a value can end it early.
 *
 * Hence `(<scope>) AND (<serializeFilter(shopper)>)` parses to an AND whose
 * first operand is the scope, whatever the shopper wrote. `parseFilter` of the
 * output equals the input for any tree `parseFilter` produces (it never
 * yields single-child AND/OR or NOT directly around NOT).
 */
export function serializeFilter(node: FilterNode): string {
  switch (node.type) {
    case 'and':
    case 'or':
      return joinOperands(node.type, node.children);
    case 'not':
      return `NOT (${serializeFilter(node.child)})`;
    case 'comparison':
      return `${quote(node.attribute)} ${node.operator} ${quote(node.value)}`;
    case 'range':
      return `${quote(node.attribute)} ${quote(node.from)} TO ${quote(node.to)}`;
    case 'in':
      return `${quote(node.attribute)} IN [${node.values.map(quote).join(', ')}]`;
    case 'exists':
      return `${quote(node.attribute)} EXISTS`;
    case 'isNull':
      return `${quote(node.attribute)} IS NULL`;
    case 'isEmpty':
      return `${quote(node.attribute)} IS EMPTY`;
    // The coordinates are float tokens as parsed: written back as they are.
    case 'geoRadius':
      return `_geoRadius(${node.lat}, ${node.lng}, ${node.radius})`;
    case 'geoBoundingBox':
      return `_geoBoundingBox([${node.topRight.join(', ')}], [${node.bottomLeft.join(', ')}])`;
  }
}

function joinOperands(type: 'and' | 'or', children: FilterNode[]): string {
  // An empty AND would mean "everything" and an empty OR "nothing"; neither
  // has a spelling in Meilisearch's grammar, and guessing could widen a scope.
  if (children.length === 0) throw new Error(`Cannot serialise an empty ${type.toUpperCase()}`);
  if (children.length === 1) return serializeFilter(children[0]!);
  return children.map((child) => `(${serializeFilter(child)})`).join(` ${type.toUpperCase()} `);
}

export function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * The text to send for a shopper's filter confined to a scope (a tenant's
 * dealership, say): the scope AND-ed with the re-serialised shopper filter.
 */
export function serializeScopedFilter(scope: FilterNode, shopper: FilterNode | null): string {
  const scopeText = serializeFilter(scope);
  return shopper ? `(${scopeText}) AND (${serializeFilter(shopper)})` : scopeText;
}

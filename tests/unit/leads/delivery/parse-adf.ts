// Reads generated ADF back the way a CRM would: the reference says to test it structurally.
import { XMLParser } from 'fast-xml-parser';

const ALWAYS_LISTS = new Set(['prospect', 'vehicle', 'name', 'phone', 'id']);

const treeParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Stock numbers, postcodes and years stay the strings they were written as.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ALWAYS_LISTS.has(name),
});

const orderParser = new XMLParser({ preserveOrder: true, ignoreAttributes: true });

// fast-xml-parser's tree is untyped; the tests read it as nested records.
export type Tree = any;

export function parseAdf(xml: string): Tree {
  return treeParser.parse(xml);
}

/** The first prospect of a document. */
export function parseProspect(xml: string): Tree {
  return parseAdf(xml).adf.prospect[0];
}

/** Element names, in document order, of the children of the element at `path`. */
export function childNames(xml: string, path: readonly string[]): string[] {
  let nodes: Tree[] = orderParser.parse(xml);
  for (const name of path) {
    const node = nodes.find((candidate: Tree) => name in candidate);
    if (!node) throw new Error(`No <${name}> on the path ${path.join('/')}`);
    nodes = node[name];
  }
  return nodes.flatMap((node: Tree) => Object.keys(node).filter((key) => key !== '#text'));
}

/** The text of an element parsed with attributes (`{ '#text', '@attr' }`) or without. */
export function textOf(node: Tree): string {
  return typeof node === 'object' && node !== null ? (node['#text'] ?? '') : String(node);
}

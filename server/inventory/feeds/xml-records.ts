// XML feeds: a root element holding one element per car (<Vehicles><Vehicle>...), each
// car's fields as child elements. Lists are repeated children (<Images><Image>...) or text
// split by the mapping's separators. Broken XML is a problem of the whole file.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FeedProblem } from '../import/feed-problem.ts';
import type { FeedRecord } from '../import/feed-record.ts';

type XmlValue = string | XmlValue[] | { [name: string]: XmlValue };

function problemAt(message: string, line = 1): { problem: FeedProblem } {
  return { problem: { line, row: 0, field: '', message } };
}

/** An element's value as text, or a list of texts for repeated or wrapped children. */
function flatten(value: XmlValue): string | string[] {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.flatMap((item) => flatten(item));
  const children = Object.values(value);
  if (children.length === 1) return flatten(children[0]!);
  return children.flatMap((item) => flatten(item));
}

function recordOf(element: XmlValue): Record<string, string | string[]> | XmlValue {
  if (typeof element !== 'object' || Array.isArray(element)) return element;
  return Object.fromEntries(Object.entries(element).map(([name, value]) => [name, flatten(value)]));
}

/** Lines on which each `<name` element starts, in order. */
function startLines(text: string, name: string): number[] {
  const lines: number[] = [];
  const pattern = new RegExp(`<${name.replace(/[.]/g, '\\.')}[\\s/>]`, 'g');
  let line = 1;
  let scanned = 0;
  for (const match of text.matchAll(pattern)) {
    for (let i = scanned; i < match.index; i += 1) if (text.charCodeAt(i) === 0x0a) line += 1;
    scanned = match.index;
    lines.push(line);
  }
  return lines;
}

export function readXmlRecords(
  text: string,
  recordName: string | undefined,
): { records: FeedRecord[] } | { problem: FeedProblem } {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return problemAt(`not valid XML: ${valid.err.msg}`, valid.err.line);
  const document = new XMLParser({ parseTagValue: false, trimValues: true }).parse(text) as Record<
    string,
    XmlValue
  >;
  const roots = Object.entries(document).filter(([name]) => !name.startsWith('?'));
  if (roots.length !== 1) return problemAt('must have one root element holding the cars');
  const [, root] = roots[0]!;
  if (root === '') return { records: [] };
  if (typeof root !== 'object' || Array.isArray(root)) {
    return problemAt('the root element must hold one element per car');
  }
  const names = Object.keys(root);
  const name = recordName ?? (names.length === 1 ? names[0] : undefined);
  if (name === undefined) {
    return problemAt(
      `the root element holds ${names.join(', ')}: name the car element in the feed's mapping (xml_record)`,
    );
  }
  const elements = root[name] === undefined ? [] : [root[name]].flat();
  const lines = startLines(text, name);
  return {
    records: elements.map((element, index) => ({
      line: lines[index] ?? 1,
      row: index + 1,
      value: recordOf(element),
    })),
  };
}

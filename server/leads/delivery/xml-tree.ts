// A tiny XML element tree and its renderer: enough for ADF, nothing more. Every attribute
// value and text passes through escapeXml, so builders never escape by hand.
import { escapeXml } from './xml-escape.ts';

export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string | undefined>>;
  /** Text content; ignored when the element has children. */
  text: string;
  children: readonly XmlElement[];
}

type Child = XmlElement | null | undefined | false | '';

/** An element with children; falsy children are optional ones left out. */
export function element(
  name: string,
  attrs: Readonly<Record<string, string | undefined>>,
  children: readonly Child[],
): XmlElement {
  return { name, attrs, text: '', children: children.filter((child) => !!child) };
}

/** A text element, or null when the value is missing, so optional elements drop out. */
export function textElement(
  name: string,
  value: string | number | null | undefined,
  attrs: Readonly<Record<string, string | undefined>> = {},
): XmlElement | null {
  if (value === null || value === undefined || value === '') return null;
  return { name, attrs, text: String(value), children: [] };
}

/** A text element the content model requires: present even when the value is unknown. */
export function requiredTextElement(
  name: string,
  value: string | number | null | undefined,
  attrs: Readonly<Record<string, string | undefined>> = {},
): XmlElement {
  return {
    name,
    attrs,
    text: value === null || value === undefined ? '' : String(value),
    children: [],
  };
}

export function renderXml(node: XmlElement, depth = 0): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.children.length === 0) {
    return `${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`;
  }
  const inner = node.children.map((child) => renderXml(child, depth + 1)).join('\n');
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}

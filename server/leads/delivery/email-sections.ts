// The lead email's content as data, and its two renderings. Every value is escaped in HTML and
// stripped of control characters in both; links are only ever http(s), mailto or tel.
import { escapeHtml, stripControlCharacters } from './xml-escape.ts';

export interface EmailRow {
  label: string;
  value: string | null | undefined;
  href?: string | null | undefined;
}

export type EmailSection =
  | { heading: string; rows: EmailRow[] }
  | { heading: string; paragraph: string }
  | { heading: string; list: string[] };

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)/i;

function presentRows(rows: EmailRow[]): (EmailRow & { value: string })[] {
  return rows.filter((row): row is EmailRow & { value: string } => !!row.value?.trim());
}

function clean(value: string): string {
  return stripControlCharacters(value.replace(/\r\n?/g, '\n'));
}

export function renderEmailText(intro: string, sections: EmailSection[]): string {
  const blocks = sections.map((section) => {
    const heading = section.heading.toUpperCase();
    if ('rows' in section) {
      const rows = presentRows(section.rows).map((row) => `${row.label}: ${clean(row.value)}`);
      return [heading, ...rows].join('\n');
    }
    if ('paragraph' in section) return `${heading}\n${clean(section.paragraph)}`;
    return [heading, ...section.list.map((item) => `- ${clean(item)}`)].join('\n');
  });
  return `${clean(intro)}\n\n${blocks.join('\n\n')}\n`;
}

function htmlValue(row: EmailRow & { value: string }): string {
  const text = escapeHtml(row.value);
  if (!row.href || !SAFE_HREF.test(row.href)) return text;
  return `<a href="${escapeHtml(row.href)}">${text}</a>`;
}

function htmlSection(section: EmailSection): string {
  const heading = `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>`;
  if ('rows' in section) {
    const rows = presentRows(section.rows)
      .map(
        (row) =>
          `<tr><th align="left" style="padding:2px 16px 2px 0;font-weight:600">${escapeHtml(row.label)}</th>` +
          `<td style="padding:2px 0">${htmlValue(row)}</td></tr>`,
      )
      .join('');
    return `${heading}<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>`;
  }
  if ('paragraph' in section) {
    return `${heading}<p style="white-space:pre-wrap;margin:0">${escapeHtml(clean(section.paragraph))}</p>`;
  }
  const items = section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `${heading}<ul style="margin:0;padding-left:20px">${items}</ul>`;
}

export function renderEmailHtml(title: string, intro: string, sections: EmailSection[]): string {
  return [
    '<!doctype html>',
    '<html lang="en-AU">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(htmlSection),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

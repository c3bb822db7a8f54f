import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import type { RootData } from '#shared/app/root-data.ts';
import { LeadField } from '#shared/components/lead-form/lead-field.tsx';
import type { LeadFieldName } from '#shared/leads/lead-fields.ts';
import type { SiteData } from '#shared/tenant/site-data.ts';
import { demoSite } from '../../support/demo-site.ts';
import { DEMO_SLUGS } from '../../support/test-platform.ts';

/** One lead field as a form on the site's page renders it. */
function renderField(site: SiteData, name: LeadFieldName) {
  const rootData: RootData = {
    site,
    stock: { counts: { new: 0, used: 0, demo: 0 }, makes: {} },
    subscribeFormKey: 'test-key',
  };
  const field = createElement(LeadField, {
    formId: 'f',
    name,
    required: true,
    value: undefined,
    error: undefined,
    onChange: () => {},
  });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, children: [{ path: '*', element: field }] }],
    { initialEntries: ['/contact'], hydrationData: { loaderData: { root: rootData } } },
  );
  const html = renderToString(createElement(RouterProvider, { router }));
  router.dispose();
  return parse(html);
}

/** The label's words a screen reader announces as the box's name (hidden text left out). */
function accessibleName(label: ReturnType<typeof parse>): string {
  const copy = parse(label.toString());
  for (const node of copy.querySelectorAll('[hidden], [aria-hidden="true"]')) node.remove();
  return copy.text.replace(/\s+/g, ' ').trim();
}

describe.each(DEMO_SLUGS)('%s consent boxes (docs/content-pages.md)', (slug) => {
  const site = demoSite(slug);
  const pageWith = (consent: 'terms' | 'privacy') =>
    site.content_pages.find((page) => page.consent === consent)!.path;

  test.each([
    { name: 'terms_conditions', words: 'terms of use', consent: 'terms' as const },
    { name: 'terms_agreed', words: 'Privacy Statement', consent: 'privacy' as const },
  ])('$name links "$words" to the site’s $consent page', ({ name, words, consent }) => {
    const root = renderField(site, name as LeadFieldName);
    const input = root.querySelector('input[type=checkbox]')!;
    const label = root.querySelector(`label[for="${input.id}"]`)!;
    const link = label.querySelector('a')!;
    expect(link.text).toBe(words);
    expect(link.getAttribute('href')).toBe(pageWith(consent));
    expect(link.getAttribute('target')).toBe('_blank');
    // The new-tab hint describes the link without changing the box's name.
    const describedBy = link.getAttribute('aria-describedby');
    const hint = root.querySelectorAll('[id]').find((element) => element.id === describedBy)!;
    expect(hint.hasAttribute('hidden')).toBe(true);
    expect(hint.text).toBe('Opens in a new tab');
    expect(accessibleName(label)).toBe(
      name === 'terms_conditions'
        ? 'I agree to the terms of use'
        : 'I have read and understood the Privacy Statement',
    );
  });

  test('the opt-in box has no link', () => {
    const root = renderField(site, 'opt_in');
    expect(root.querySelector('label a')).toBeNull();
  });
});

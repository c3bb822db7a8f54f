import { Type } from 'typebox';
import { define, stringEnum } from './define.ts';
import { LinkUrl } from './primitives.ts';

const Heading = () => Type.String({ minLength: 1, maxLength: 80 });
const Paragraph = () => Type.String({ minLength: 1, maxLength: 600 });

export const LetsTalkBlock = define(
  'LetsTalkBlock',
  Type.Object(
    {
      heading: Heading(),
      text: Paragraph(),
      button_label: Type.String({ minLength: 1, maxLength: 40 }),
      button_url: LinkUrl,
    },
    { additionalProperties: false },
  ),
);

export const WhyChooseKey = stringEnum(['safety', 'reliability', 'sustainability', 'efficiency']);

export const WhyChooseItem = define(
  'WhyChooseItem',
  Type.Object(
    { key: WhyChooseKey, title: Heading(), text: Paragraph() },
    { additionalProperties: false },
  ),
);

export const WhyChooseBlock = define(
  'WhyChooseBlock',
  Type.Object(
    {
      heading: Heading(),
      intro: Type.Optional(Type.String({ maxLength: 600 })),
      items: Type.Array(WhyChooseItem, { minItems: 1, maxItems: 4 }),
    },
    { additionalProperties: false },
  ),
);

export const Highlight = define(
  'Highlight',
  Type.Object(
    { title: Heading(), text: Type.String({ minLength: 1, maxLength: 300 }) },
    { additionalProperties: false },
  ),
);

/** Which consent box links to a content page (docs/content-pages.md). */
export const ContentPageConsent = stringEnum(['terms', 'privacy'], {
  description:
    "'terms': the lead forms' 'terms of use' box links here; 'privacy': their 'Privacy Statement' box.",
});

const SLUG_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';

export const ContentPage = define(
  'ContentPage',
  Type.Object(
    {
      path: Type.String({
        description: '/{slug} or /pages/{slug}, lower-case.',
        pattern: `^/(pages/)?${SLUG_PATTERN}$`,
        maxLength: 120,
      }),
      title: Type.String({
        description: "The page's name: its title (with the dealer's name) and breadcrumb.",
        minLength: 1,
        maxLength: 80,
      }),
      description: Type.String({
        description: "The page's meta description.",
        minLength: 1,
        maxLength: 200,
      }),
      file: Type.String({
        description: 'Markdown file name in tenants/content/<slug>/.',
        pattern: `^${SLUG_PATTERN}\\.md$`,
        maxLength: 120,
      }),
      consent: Type.Optional(ContentPageConsent),
    },
    {
      description:
        'One policy or information page (docs/content-pages.md): its path, its name and the Markdown file that holds it.',
      additionalProperties: false,
    },
  ),
);

export const TemplateContent = define(
  'TemplateContent',
  Type.Object(
    {
      lets_talk: Type.Optional(LetsTalkBlock),
      why_choose: Type.Optional(WhyChooseBlock),
      highlights: Type.Optional(Type.Array(Highlight)),
    },
    {
      description:
        "Template-specific copy blocks (e.g. the truck template's Let's Talk and Why Choose blocks).",
      additionalProperties: false,
    },
  ),
);

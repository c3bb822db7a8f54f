import { Type, type Static, type TCyclic } from 'typebox';
import { define, defineAs, stringEnum } from './define.ts';
import { LinkUrl } from './primitives.ts';

export const DynamicDropdown = stringEnum(['brands', 'models', 'bodies', 'columns', 'stock']);

const Name = () => Type.String({ minLength: 1, maxLength: 80 });

// Navigation items nest. TypeBox types a nesting through TCyclic, whose references are
// looked up by name; naming them by the JSON pointer the generated file uses keeps one
// `$ref` form for ajv, editors and the types alike.
const NAVIGATION_ITEM = '#/definitions/NavigationItem';
const DROPDOWN_MENU = '#/definitions/DropdownMenu';

const NavigationItemObject = Type.Object(
  {
    name: Type.Optional(Name()),
    title: Type.Optional(Name()),
    url: Type.Optional(LinkUrl),
    description: Type.Optional(Type.String({ maxLength: 75 })),
    dynamicDropdown: Type.Optional(DynamicDropdown),
    dropdownItems: Type.Optional(Type.Array(Type.Ref(NAVIGATION_ITEM))),
    dropdownMenus: Type.Optional(Type.Array(Type.Ref(DROPDOWN_MENU))),
  },
  {
    description:
      'Header or footer entry. Needs name or title. dynamicDropdown fills the dropdown from data (brands, models, bodies, stock) or from dropdownMenus columns.',
    additionalProperties: false,
    anyOf: [Type.Object({ name: Name() }), Type.Object({ title: Name() })],
  },
);

const DropdownMenuObject = Type.Object(
  {
    name: Name(),
    dropdownItems: Type.Array(Type.Ref(NAVIGATION_ITEM)),
  },
  { additionalProperties: false },
);

type NavigationDefinitions = {
  [NAVIGATION_ITEM]: typeof NavigationItemObject;
  [DROPDOWN_MENU]: typeof DropdownMenuObject;
};

export const DropdownMenu = defineAs<Static<TCyclic<NavigationDefinitions, typeof DROPDOWN_MENU>>>(
  'DropdownMenu',
  DropdownMenuObject,
);

export const NavigationItem = defineAs<
  Static<TCyclic<NavigationDefinitions, typeof NAVIGATION_ITEM>>
>('NavigationItem', NavigationItemObject);

export const FooterColumn = define(
  'FooterColumn',
  Type.Object(
    {
      title: Name(),
      items: Type.Array(NavigationItem, { minItems: 1 }),
    },
    { additionalProperties: false },
  ),
);

export const Navigation = define(
  'Navigation',
  Type.Object(
    {
      header: Type.Array(NavigationItem, { minItems: 1 }),
      footer: Type.Array(FooterColumn, { minItems: 1 }),
    },
    { additionalProperties: false },
  ),
);

import { Type } from 'typebox';
import { define, stringEnum, stringMap } from './define.ts';

const EnvName = Type.String({
  description:
    'Name of the environment variable holding the secret (secrets stay out of this file).',
  pattern: '^[A-Z][A-Z0-9_]{2,100}$',
});

export const FeedAuth = define(
  'FeedAuth',
  Type.Object(
    {
      type: stringEnum(['header', 'basic'], {
        description:
          "'header': send the secret as the value of `header`; 'basic': HTTP basic auth as `username` with the secret as password.",
      }),
      header: Type.Optional(
        Type.String({
          description: "The header to send (type 'header'), e.g. X-Api-Key or Authorization.",
          pattern: '^[A-Za-z0-9-]{1,100}$',
        }),
      ),
      username: Type.Optional(
        Type.String({
          description: "The basic-auth user (type 'basic').",
          minLength: 1,
          maxLength: 200,
        }),
      ),
      secret_env: EnvName,
    },
    {
      description:
        'The credential a feed URL needs, named by an environment variable, never written here.',
      additionalProperties: false,
    },
  ),
);

export const FeedMapping = define(
  'FeedMapping',
  Type.Object(
    {
      columns: Type.Optional(
        stringMap({ minLength: 1, maxLength: 200 }, Type.String({ minLength: 1, maxLength: 60 }), {
          description:
            'The provider\'s column (or XML element, or JSON key) -> the car field it holds, e.g. { "StockNumber": "stocknum", "Odometer": "km" }. Columns named neither here nor as a car field are left out (the pull lists them).',
        }),
      ),
      list_separators: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 1 }), {
          description:
            "Characters that separate the items of a list cell (images, features). Default ['|'].",
          minItems: 1,
          maxItems: 5,
          uniqueItems: true,
        }),
      ),
      xml_record: Type.Optional(
        Type.String({
          description:
            'XML feeds: the element holding one car (default: the repeated child of the root element).',
          pattern: '^[A-Za-z_][A-Za-z0-9_.-]{0,100}$',
        }),
      ),
    },
    {
      description: "How a provider's names map to car fields: data, not code.",
      additionalProperties: false,
    },
  ),
);

export const Feed = define(
  'Feed',
  Type.Object(
    {
      id: Type.Optional(
        Type.String({
          description:
            "The feed's name within the site (e.g. 'new', 'used'): its pulls, holds and approvals go by it, and each car remembers the feed that brought it. Needed when a site has more than one feed; default 'main'.",
          pattern: '^[a-z0-9][a-z0-9-]{0,39}$',
        }),
      ),
      url: Type.Optional(
        Type.String({
          description:
            'Where the feed is published (https:// or http://). Give url or inbox, not both.',
          pattern: '^https?://[^\\s]+$',
          maxLength: 2000,
        }),
      ),
      auth: Type.Optional(FeedAuth),
      inbox: Type.Optional(
        Type.String({
          description:
            "A file name in DATA_DIR/feeds/inbox/<slug>/, where the dealer's provider drops the feed (SFTP). Give url or inbox, not both.",
          pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$',
        }),
      ),
      format: stringEnum(['json', 'csv', 'xml']),
      encoding: Type.Optional(
        stringEnum(['auto', 'utf-8', 'windows-1252'], {
          description:
            "Text encoding. Default 'auto': UTF-8 (with or without a byte order mark), else Windows-1252.",
        }),
      ),
      interval_minutes: Type.Optional(
        Type.Integer({ description: 'How often to pull. Default 15.', minimum: 1, maximum: 1440 }),
      ),
      timeout_seconds: Type.Optional(
        Type.Integer({
          description: 'Time limit of one download attempt. Default 60.',
          minimum: 1,
          maximum: 600,
        }),
      ),
      max_megabytes: Type.Optional(
        Type.Number({
          description: 'A larger file is held unread. Default 50.',
          exclusiveMinimum: 0,
          maximum: 1000,
        }),
      ),
      hold_drop_percent: Type.Optional(
        Type.Number({
          description:
            "Hold a pull that would remove more than this share of the site's stock at once, until an operator approves (npm run feeds -- approve SLUG). Default 30.",
          minimum: 0,
          maximum: 100,
        }),
      ),
      mode: Type.Optional(
        stringEnum(['good-rows', 'strict'], {
          description:
            "'good-rows' (default): rows with problems are left out and listed, the good rows are imported; 'strict': any bad row holds the whole feed.",
        }),
      ),
      mapping: Type.Optional(FeedMapping),
    },
    {
      description:
        "A dealer feed the server pulls by itself (docs/inventory.md, 'Dealer feeds'). Each pull replaces the cars this feed brought, or is held with the reason.",
      additionalProperties: false,
    },
  ),
);

export const Feeds = Type.Array(Feed, {
  description:
    "Where this site's stock comes from, pulled on its interval: e.g. new cars from the manufacturer's DMS and used cars from another provider, each feed replacing only its own cars. Absent: stock changes only by npm run import.",
  minItems: 1,
  maxItems: 10,
});

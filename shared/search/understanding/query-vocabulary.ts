// product rule 9.15: the words a site's search understands come from its own stock (makes,
// models, bodies, fuels, gearboxes, drives, colours) and the site's stock types, plus fixed everyday
// names (shared/inventory/search-vocabulary.ts, make-aliases.ts); never a list per dealer.
import { BODY_TYPE_LABELS, isBodyType } from '../../inventory/body-types.ts';
import {
  BODY_EVERYDAY_NAMES,
  CONDITION_EVERYDAY_NAMES,
  DRIVE_EVERYDAY_NAMES,
  FUEL_EVERYDAY_NAMES,
  TRANSMISSION_EVERYDAY_NAMES,
} from '../../inventory/search-vocabulary.ts';
import type { RefinementAttribute } from '../../search-url/search-state.ts';
import {
  COLOUR_SPELLINGS,
  MAKE_ALIASES,
  NOT_A_BODY,
  NOT_A_COLOUR,
  QUERY_SORT_WORDS,
  type QuerySort,
} from './query-words.ts';

/** What the site stocks, as its facet values (and its configured stock types). */
export interface QueryVocabularyInput {
  makes?: readonly string[];
  /** `make_model` values ('Toyota HiLux'). */
  makeModels?: readonly string[];
  bodies?: readonly string[];
  fuels?: readonly string[];
  transmissions?: readonly string[];
  drives?: readonly string[];
  /** `colour` values ('White', 'Grey'). */
  colours?: readonly string[];
  carTypes?: readonly string[];
}

/** What one phrase means: refinements (a model brings its make), or a sort, or nothing. */
export type PhraseMeaning =
  | { kind: 'refine'; attribute: RefinementAttribute; values: string[]; make?: string }
  | { kind: 'sort'; sort: QuerySort }
  | { kind: 'noise' };

/** Ordered by precedence when two readings share a phrase: a model beats a body word. */
const RANKS = { model: 0, make: 1, word: 2 } as const;

export interface QueryVocabulary {
  /** Compact phrase (letters and digits only, lower case) -> its meaning. */
  phrases: ReadonlyMap<string, PhraseMeaning>;
  /** The longest phrase, in words, worth trying. */
  maxWords: number;
  /** Compact make and model names with their display form, for 'did you mean'. */
  names: ReadonlyArray<{ compact: string; name: string }>;
}

/** 'CX-5' -> 'cx5', 'Land Cruiser' -> 'landcruiser', 'Mercedes-Benz' -> 'mercedesbenz'. */
export function compactWords(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A key worth matching: has a letter (a bare number is a year, seats or a price, not a name). */
const isNameKey = (key: string) => key.length >= 2 && /\p{L}/u.test(key);

export function buildQueryVocabulary(input: QueryVocabularyInput): QueryVocabulary {
  const phrases = new Map<string, { meaning: PhraseMeaning; rank: number }>();
  let maxWords = 1;
  const add = (phrase: string, meaning: PhraseMeaning, rank: number) => {
    const key = compactWords(phrase);
    if (!isNameKey(key)) return;
    maxWords = Math.max(maxWords, phrase.trim().split(/\s+/).length);
    const known = phrases.get(key);
    if (!known || rank < known.rank) {
      phrases.set(key, { meaning: structuredClone(meaning), rank });
      return;
    }
    const held = known.meaning;
    // Two values of one attribute under one name ('2wd': FWD and RWD): both are meant.
    if (rank === known.rank && held.kind === 'refine' && meaning.kind === 'refine') {
      if (held.attribute !== meaning.attribute) return;
      held.values = [...new Set([...held.values, ...meaning.values])];
      if (held.make !== meaning.make) delete held.make;
    }
  };
  const names: Array<{ compact: string; name: string }> = [];
  const makes = [...new Set(input.makes ?? [])];
  const makeByCompact = new Map(makes.map((make) => [compactWords(make), make]));
  for (const make of makes) {
    add(make, { kind: 'refine', attribute: 'make', values: [make] }, RANKS.make);
    names.push({ compact: compactWords(make), name: make });
  }
  for (const [alias, make] of Object.entries(MAKE_ALIASES)) {
    const stocked = makeByCompact.get(compactWords(make));
    if (stocked) add(alias, { kind: 'refine', attribute: 'make', values: [stocked] }, RANKS.make);
  }
  for (const makeModel of new Set(input.makeModels ?? [])) {
    const make = makes
      .filter((candidate) => makeModel.startsWith(`${candidate} `))
      .sort((a, b) => b.length - a.length)[0];
    if (!make) continue;
    const model = makeModel.slice(make.length + 1);
    const meaning: PhraseMeaning = {
      kind: 'refine',
      attribute: 'make_model',
      values: [makeModel],
      make,
    };
    add(model, meaning, RANKS.model);
    add(makeModel, meaning, RANKS.model);
    names.push({ compact: compactWords(model), name: model });
  }
  addWords(input, (phrase, meaning) => add(phrase, meaning, RANKS.word));
  const final = new Map([...phrases].map(([key, { meaning }]) => [key, meaning]));
  return { phrases: final, maxWords: Math.min(Math.max(maxWords, 3), 4), names };
}

type AddWord = (phrase: string, meaning: PhraseMeaning) => void;

function addTable(
  add: AddWord,
  attribute: RefinementAttribute,
  stocked: readonly string[] | undefined,
  table: Readonly<Record<string, readonly string[]>>,
  label: (value: string) => string = (value) => value,
) {
  for (const value of stocked ?? []) {
    const refine = (): PhraseMeaning => ({ kind: 'refine', attribute, values: [value] });
    add(label(value), refine());
    add(value, refine());
    for (const everyday of table[value] ?? []) {
      if (!NOT_A_BODY.has(everyday)) add(everyday, refine());
    }
  }
}

/** A stocked colour -> its other spellings ('Dark Grey' -> 'dark gray'), for addTable. */
function colourSpellings(colours: readonly string[]): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const colour of colours) {
    const words = colour.toLowerCase().split(/\s+/);
    for (const [spelling, word] of Object.entries(COLOUR_SPELLINGS)) {
      if (!words.includes(word)) continue;
      const other = words.map((part) => (part === word ? spelling : part)).join(' ');
      (table[colour] ??= []).push(other);
    }
  }
  return table;
}

function addWords(input: QueryVocabularyInput, add: AddWord) {
  // Drive first: '4wd' and '4x4' name a drive and a body; the drive is what shoppers mean.
  addTable(add, 'simple_drive', input.drives, DRIVE_EVERYDAY_NAMES);
  addTable(add, 'simple_fuel', input.fuels, FUEL_EVERYDAY_NAMES);
  addTable(add, 'simple_transmission', input.transmissions, TRANSMISSION_EVERYDAY_NAMES);
  const bodies = (input.bodies ?? []).filter(isBodyType);
  addTable(add, 'simple_body', bodies, BODY_EVERYDAY_NAMES, (body) =>
    isBodyType(body) ? BODY_TYPE_LABELS[body] : body,
  );
  const colours = (input.colours ?? []).filter((colour) => !NOT_A_COLOUR.has(compactWords(colour)));
  addTable(add, 'colour', colours, colourSpellings(colours));
  const carTypes = input.carTypes ?? [];
  for (const carType of carTypes) {
    // A site selling one stock type: the word is true of every car, so it selects nothing.
    const meaning: PhraseMeaning =
      carTypes.length > 1
        ? { kind: 'refine', attribute: 'car_type', values: [carType] }
        : { kind: 'noise' };
    add(carType, meaning);
    for (const everyday of CONDITION_EVERYDAY_NAMES[carType as 'new'] ?? []) add(everyday, meaning);
  }
  for (const [phrase, sort] of Object.entries(QUERY_SORT_WORDS))
    add(phrase, { kind: 'sort', sort });
}

import { describe, expect, test } from 'vitest';
import {
  findMatchesPosition,
  formatDocument,
} from '#server/search/engine/format/format-document.ts';
import type { FormatDocumentOptions } from '#server/search/engine/format/format-document.ts';
import { formatText } from '#server/search/engine/format/format-text.ts';
import { createTextIndex } from '#server/search/engine/text/text-index.ts';
import { searchText } from '#server/search/engine/rank/search-text.ts';
import type { TextIndexOptions } from '#server/search/engine/text/types.ts';

const settings: TextIndexOptions = {
  searchableAttributes: ['*'],
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    disableOnAttributes: [],
    disableOnWords: [],
  },
  synonyms: {},
};

// The index and expected strings of Meilisearch's own matcher tests
// (milli/src/search/new/matches/mod.rs), so these outputs are Meilisearch's.
function matcherFor(query: string) {
  const index = createTextIndex(settings);
  index.add(1, { id: 1, name: 'split this world westfali westfalia the Ŵôřlḑôle' });
  index.add(2, { id: 2, name: 'Westfália' });
  index.add(3, { id: 3, name: 'Ŵôřlḑôle' });
  return searchText(index.state, query, { matchingStrategy: 'last' }).matcher;
}

const tags = { highlightPreTag: '<em>', highlightPostTag: '</em>', cropMarker: '…' };
const highlight = { ...tags, highlight: true, crop: null };
const crop10 = { ...tags, highlight: false, crop: 10 };
const both10 = { ...tags, highlight: true, crop: 10 };

const natalie = 'Natalie risk her future to build a world with the boy she loves.';
const emily = `${natalie} Emily Henry: The Love That Split The World.`;
const noMatch = 'A quick brown fox can not jump 32 feet, right? Brr, it is cold!';

describe('highlight (Meilisearch matcher tests)', () => {
  const matcher = matcherFor('split the world');

  test('texts without matches are unchanged', () => {
    expect(formatText('', matcher, highlight)).toBe('');
    expect(formatText(':-)', matcher, highlight)).toBe(':-)');
    expect(formatText(noMatch, matcher, highlight)).toBe(noMatch);
  });

  test('every match is wrapped', () => {
    expect(formatText(emily, matcher, highlight)).toBe(
      'Natalie risk her future to build a <em>world</em> with <em>the</em> boy she loves. ' +
        'Emily Henry: <em>The</em> Love That <em>Split</em> <em>The</em> <em>World</em>.',
    );
  });

  test('a prefix match highlights only the typed characters, in the original text', () => {
    expect(formatText('Ŵôřlḑôle', matcherFor('world'), highlight)).toBe('<em>Ŵôřlḑ</em>ôle');
    expect(formatText('Ŵôřlḑ', matcherFor('world'), highlight)).toBe('<em>Ŵôřlḑ</em>');
    expect(formatText('Westfália', matcherFor('westfali'), highlight)).toBe('<em>Westfáli</em>a');
  });

  test('custom tags', () => {
    expect(
      formatText('the world', matcher, {
        ...highlight,
        highlightPreTag: '[',
        highlightPostTag: ']',
      }),
    ).toBe('[the] [world]');
  });
});

describe('crop (Meilisearch matcher tests)', () => {
  const matcher = matcherFor('split the world');

  test('without matches: the first words and a marker at the end', () => {
    expect(formatText('', matcher, crop10)).toBe('');
    expect(formatText(':-)', matcher, crop10)).toBe(':-)');
    expect(formatText(noMatch, matcher, crop10)).toBe(
      'A quick brown fox can not jump 32 feet, right…',
    );
    expect(formatText(`(${noMatch})`, matcher, crop10)).toBe(
      '(A quick brown fox can not jump 32 feet, right…',
    );
  });

  test('around the best group of matches', () => {
    expect(formatText(natalie, matcher, crop10)).toBe(
      '…future to build a world with the boy she loves…',
    );
    expect(formatText(emily, matcher, crop10)).toBe(
      '…she loves. Emily Henry: The Love That Split The World.',
    );
    const ordered =
      'The world split void void void void void void void void void split the world void void';
    expect(formatText(ordered, matcher, crop10)).toBe(
      '…void void void void void split the world void void',
    );
    const denser =
      'split void the void void world void void void void void void void void void void split the world void void';
    expect(formatText(denser, matcher, crop10)).toBe(
      '…void void void void void split the world void void',
    );
  });

  test('with highlight', () => {
    expect(formatText(noMatch, matcher, both10)).toBe(
      'A quick brown fox can not jump 32 feet, right…',
    );
    expect(formatText(natalie, matcher, both10)).toBe(
      '…future to build a <em>world</em> with <em>the</em> boy she loves…',
    );
    expect(formatText(emily, matcher, both10)).toBe(
      '…she loves. Emily Henry: <em>The</em> Love That <em>Split</em> <em>The</em> <em>World</em>.',
    );
  });

  test('a window smaller than the query; 0 means no crop', () => {
    const text = 'void void split the world void void.';
    expect(formatText(text, matcher, { ...crop10, crop: 2 })).toBe('…split the…');
    expect(formatText(text, matcher, { ...crop10, crop: 1 })).toBe('…split…');
    expect(formatText(text, matcher, { ...crop10, crop: 0 })).toBe(text);
  });
});

describe('formatDocument (_formatted)', () => {
  const index = createTextIndex({
    ...settings,
    searchableAttributes: ['title', 'description', 'features'],
    synonyms: {},
  });
  const car = {
    id: 7,
    title: 'Mazda CX-5 Touring',
    description:
      'One owner. Full service history, new tyres and a fresh detail. The Mazda CX-5 is a family favourite with plenty of room.',
    price: 32990,
    year: 2020,
    certified: true,
    features: ['Sunroof', 'Apple CarPlay'],
    dealer: { name: 'Mazda City', rating: 4.5 },
    notes: null,
  };
  index.add(car.id, car);
  const options = (overrides: Partial<FormatDocumentOptions> = {}): FormatDocumentOptions => ({
    attributesToHighlight: [],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    attributesToCrop: [],
    cropLength: 10,
    cropMarker: '…',
    ...overrides,
  });
  const matches = searchText(index.state, 'mazda cx5 2020', { matchingStrategy: 'last' });

  test('highlights all attributes; numbers become strings, booleans and null stay', () => {
    expect(formatDocument(car, matches, options({ attributesToHighlight: ['*'] }))).toEqual({
      id: '7',
      title: '<em>Mazda</em> <em>CX-5</em> Touring',
      description:
        'One owner. Full service history, new tyres and a fresh detail. The <em>Mazda</em> <em>CX-5</em> is a family favourite with plenty of room.',
      price: '32990',
      year: '<em>2020</em>',
      certified: true,
      features: ['Sunroof', 'Apple CarPlay'],
      dealer: { name: '<em>Mazda</em> City', rating: '4.5' },
      notes: null,
    });
  });

  test('crops one attribute, with attr:length overriding cropLength', () => {
    const formatted = formatDocument(
      car,
      matches,
      options({ attributesToHighlight: ['title'], attributesToCrop: ['description:5'] }),
    )!;
    expect(formatted['title']).toBe('<em>Mazda</em> <em>CX-5</em> Touring');
    // CX-5 counts as two words; the window stops after the hard ". " before "The".
    expect(formatted['description']).toBe('…The Mazda CX-5 is…');
    expect(formatted['year']).toBe('2020');
  });

  test('crop and highlight together, custom marker; a parent attribute formats nested fields', () => {
    const formatted = formatDocument(
      car,
      matches,
      options({
        attributesToHighlight: ['description', 'dealer'],
        attributesToCrop: ['description'],
        cropLength: 6,
        cropMarker: ' [...]',
      }),
    )!;
    expect(formatted['description']).toBe(' [...]The <em>Mazda</em> <em>CX-5</em> is a [...]');
    expect(formatted['dealer']).toEqual({ name: '<em>Mazda</em> City', rating: '4.5' });
  });

  test('no _formatted when no requested attribute exists', () => {
    expect(formatDocument(car, matches, options())).toBeUndefined();
    expect(
      formatDocument(car, matches, options({ attributesToHighlight: ['colour'] })),
    ).toBeUndefined();
  });

  test('attributesToRetrieve keeps only those fields plus the formatted ones', () => {
    const formatted = formatDocument(
      car,
      matches,
      options({ attributesToHighlight: ['title'], attributesToRetrieve: ['id'] }),
    );
    expect(formatted).toEqual({ id: '7', title: '<em>Mazda</em> <em>CX-5</em> Touring' });
  });

  test('a placeholder search highlights nothing but still crops', () => {
    const placeholder = searchText(index.state, '', { matchingStrategy: 'last' });
    const formatted = formatDocument(
      car,
      placeholder,
      options({ attributesToHighlight: ['*'], attributesToCrop: ['description:4'] }),
    )!;
    expect(formatted['title']).toBe('Mazda CX-5 Touring');
    expect(formatted['description']).toBe('One owner. Full service…');
  });

  test('_matchesPosition: UTF-8 byte offsets per attribute', () => {
    const positions = findMatchesPosition({ title: 'Crème Mazda' }, matches);
    expect(positions).toEqual({ title: [{ start: 7, length: 5 }] });
  });
});

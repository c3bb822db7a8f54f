import { describe, expect, test } from 'vitest';
import { foldWord } from '#server/search/engine/text/fold-word.ts';
import { segmentText, tokenize } from '#server/search/engine/text/tokenize.ts';

const words = (text: string) => tokenize(text).map((token) => token.word);
const positions = (text: string) => tokenize(text).map((token) => [token.word, token.position]);

describe('foldWord: case and diacritic folding (charabia Latin normalizer)', () => {
  test.each([
    ['Crème', 'creme'],
    ['BRÛLÉE', 'brulee'],
    ['Škoda', 'skoda'],
    ['Citroën', 'citroen'],
    ['Ŵôřlḑôle', 'worldole'],
    ['Æon', 'aeon'],
    ['Œuvre', 'oeuvre'],
    ['ﬁat', 'fiat'],
    ['İstanbul', 'istanbul'],
  ])('%s → %s', (input, folded) => {
    expect(foldWord(input)).toBe(folded);
  });
});

describe('tokenize: word splitting', () => {
  test('model names: hyphen splits, letters and digits together stay one word', () => {
    expect(words('Mazda CX-5')).toEqual(['mazda', 'cx', '5']);
    expect(words('Hyundai i30 N-Line')).toEqual(['hyundai', 'i30', 'n', 'line']);
    expect(words('Mercedes-Benz GLC300')).toEqual(['mercedes', 'benz', 'glc300']);
    expect(words('BMW 320i xDrive')).toEqual(['bmw', '320i', 'xdrive']);
  });

  test('a VIN and a stock number are single words', () => {
    expect(words('VIN 1HGCM82633A004352, stock #A-1234')).toEqual([
      'vin',
      '1hgcm82633a004352',
      'stock',
      'a',
      '1234',
    ]);
  });

  test('punctuation splits, symbols do not (as charabia: only \\p{P} and spaces separate)', () => {
    expect(words('$25,000 drive-away')).toEqual(['$25', '000', 'drive', 'away']);
    expect(words('32.3 feet at 29.3°F')).toEqual(['32', '3', 'feet', 'at', '29', '3°f']);
    expect(words('S.O.S')).toEqual(['s', 'o', 's']);
    expect(words("it's snake_case")).toEqual(['it', 's', 'snake', 'case']);
    expect(words('4x4 A/C')).toEqual(['4x4', 'a', 'c']);
  });

  test('camelCase is not split (off in Meilisearch builds)', () => {
    expect(words('iPhone CarPlay')).toEqual(['iphone', 'carplay']);
  });

  test('offsets point into the original string', () => {
    const text = 'Crème  brûlée';
    for (const token of tokenize(text)) {
      expect(text.slice(token.start, token.end)).toBe(token.original);
    }
    expect(tokenize(text).map((token) => token.original)).toEqual(['Crème', 'brûlée']);
  });
});

describe('tokenize: positions (soft separator +1, hard separator +8)', () => {
  test('spaces, hyphens, commas, dots and newlines are soft', () => {
    expect(positions('a-b c,d\ne.f')).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 3],
      ['e', 4],
      ['f', 5],
    ]);
  });

  test('". ", ", ", "!", "?", ":" and ";" are hard', () => {
    expect(positions('one. two, three! four? five: six; seven')).toEqual([
      ['one', 0],
      ['two', 8],
      ['three', 16],
      ['four', 24],
      ['five', 32],
      ['six', 40],
      ['seven', 48],
    ]);
  });

  test('leading separators do not move the first word; several separators count once', () => {
    expect(positions('... (hello) -- world')).toEqual([
      ['hello', 0],
      ['world', 1],
    ]);
  });
});

describe('segmentText', () => {
  test('keeps every separator as its own segment, ". " as one', () => {
    expect(segmentText('A. b-c').map((segment) => [segment.text, segment.separator])).toEqual([
      ['A', null],
      ['. ', 'hard'],
      ['b', null],
      ['-', 'soft'],
      ['c', null],
    ]);
  });
});

// product rule 9.15: numbers a shopper writes with their meaning in words ('7 seater',
// 'under 30k', '2018 or newer', 'under 50,000 km'). A number alone means nothing but a year;
// symbols ('>', '=') are never read as operators.
import type { NumericRange, RangeAttribute } from '../../search-url/search-state.ts';
import { LOW_KM } from './query-words.ts';

export interface NumberReading {
  attribute: RangeAttribute;
  range: NumericRange;
  /** Character span in the text the readings ran on. */
  start: number;
  end: number;
}

const DIGITS = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
/** Groups: dollar sign, digits, thousands unit. */
const MONEY = String.raw`(\$)?${DIGITS} ?(k|grand)?`;
const YEAR = String.raw`(19[5-9]\d|20[0-4]\d)`;
const UNDER = String.raw`(?:under|below|less than|max|maximum|up to|upto|cheaper than|no more than|at most)`;
const OVER = String.raw`(?:over|above|more than|at least|min|minimum)`;
const KM = String.raw`(?:km|kms|kilometres|kilometers|klms|kays)`;
// Whole words only: a reading starts and ends at a word boundary of the space-joined text.
const word = (source: string) => new RegExp(String.raw`(?<=^| )(?:${source})(?= |$)`, 'g');

/** An amount as written: '30k' and '30 grand' are thousands, '25,000' is 25000. */
function amount(digits: string | undefined, unit: string | undefined): number {
  const value = Number((digits ?? '').replace(/,/g, ''));
  return unit ? value * 1000 : value;
}

/** A price written small ('under 30') is in thousands: nobody's budget is $30. */
function price(digits: string | undefined, unit: string | undefined, dollar: boolean): number {
  const value = amount(digits, unit);
  return !unit && !dollar && value < 1000 ? value * 1000 : value;
}

type Rule = [RegExp, (match: RegExpExecArray) => Omit<NumberReading, 'start' | 'end'> | null];

const seats = (n: number) => (n >= 1 && n <= 60 ? n : null);

// Earlier rules win a span: seats and years before kilometres, kilometres before prices.
const RULES: Rule[] = [
  [
    word(String.raw`(\d{1,2}) ?-? ?(?:seater|seaters|seats?|passengers?)`),
    (m) => (seats(Number(m[1])) ? { attribute: 'seats', range: { min: Number(m[1]) } } : null),
  ],
  [
    word(`${YEAR} ?(?:-|to) ?${YEAR}`),
    (m) => ({ attribute: 'year', range: { min: Number(m[1]), max: Number(m[2]) } }),
  ],
  [
    word(
      `(?:from|since) ${YEAR}|${YEAR} (?:or|and) (?:newer|later|up)|${YEAR} ?\\+|${YEAR} onwards?`,
    ),
    (m) => ({ attribute: 'year', range: { min: Number(m.slice(1).find(Boolean)) } }),
  ],
  [
    word(`(?:after|newer than) ${YEAR}`),
    (m) => ({ attribute: 'year', range: { min: Number(m[1]) + 1 } }),
  ],
  [
    word(`(?:before|older than) ${YEAR}`),
    (m) => ({ attribute: 'year', range: { max: Number(m[1]) - 1 } }),
  ],
  [
    word(`${YEAR} (?:or|and) (?:older|earlier)`),
    (m) => ({ attribute: 'year', range: { max: Number(m[1]) } }),
  ],
  [
    word(`low ${KM}|low mileage|low kilometres`),
    () => ({ attribute: 'km', range: { max: LOW_KM } }),
  ],
  [
    word(`${UNDER} ${MONEY} ?${KM}`),
    (m) => ({ attribute: 'km', range: { max: amount(m[2], m[3]) } }),
  ],
  [
    word(`${OVER} ${MONEY} ?${KM}`),
    (m) => ({ attribute: 'km', range: { min: amount(m[2], m[3]) } }),
  ],
  [
    word(`(?:between )?${MONEY} ?(?:-|to|and) ?${MONEY}`),
    (m) => {
      // '20-30k': the second amount's unit is the first's too, when the first is small.
      const small = Number((m[2] ?? '').replace(/,/g, '')) < 1000;
      const min = price(m[2], m[3] ?? (small ? m[6] : undefined), !!m[1]);
      const max = price(m[5], m[6], !!m[4]);
      const isMoney = m[1] || m[3] || m[4] || m[6] || min >= 1000;
      return isMoney && min < max ? { attribute: 'price', range: { min, max } } : null;
    },
  ],
  [
    word(`${UNDER} ${MONEY}`),
    (m) => ({ attribute: 'price', range: { max: price(m[2], m[3], !!m[1]) } }),
  ],
  [
    word(`${OVER} ${MONEY}`),
    (m) => ({ attribute: 'price', range: { min: price(m[2], m[3], !!m[1]) } }),
  ],
  // A bare amount with its dollar sign or thousands ('$25,000', '30k') is a budget.
  [
    word(String.raw`\$${DIGITS} ?(k|grand)?|(\d+) ?(k|grand)`),
    (m) => ({
      attribute: 'price',
      range: { max: m[1] ? amount(m[1], m[2]) : amount(m[3], m[4]) },
    }),
  ],
  [word(YEAR), (m) => ({ attribute: 'year', range: { min: Number(m[1]), max: Number(m[1]) } })],
];

/**
 * Every number reading of `text` (lower case, words joined by single spaces), in text
 * order; a span read once is not read again, and one attribute is read at most once.
 */
export function readQueryNumbers(text: string): NumberReading[] {
  const readings: NumberReading[] = [];
  const taken: Array<[number, number]> = [];
  const seen = new Set<RangeAttribute>();
  for (const [pattern, read] of RULES) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const reading = read(m);
      if (!reading || seen.has(reading.attribute) || !isFiniteRange(reading.range)) continue;
      seen.add(reading.attribute);
      taken.push([start, end]);
      readings.push({ ...reading, start, end });
    }
  }
  return readings.sort((a, b) => a.start - b.start);
}

function isFiniteRange({ min, max }: NumericRange): boolean {
  return [min, max].every((bound) => bound === undefined || (Number.isFinite(bound) && bound >= 0));
}

import type { CarKind } from '../../inventory/car.ts';
import { bodyTypeNames, stockNoun } from '../../inventory/car-names.ts';
import type { ListingLanding } from '../../search-url/listing-vocabulary.ts';
import type { SearchState } from '../../search-url/search-state.ts';

const CAR_TYPE_WORDS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };
const TYPE_ORDER = Object.keys(CAR_TYPE_WORDS);

/** 'New', 'New & Used', 'New, Used & Demo'. */
function joinedWords(words: readonly string[]): string {
  if (words.length < 3) return words.join(' & ');
  return `${words.slice(0, -1).join(', ')} & ${words.at(-1)}`;
}

/**
 * The listing's heading, from what the URL selects: a landing page's own title, else
 * e.g. 'New & Demo Mazda CX-5 SUVs for Sale', or the site's stock ('Trucks for Sale').
 */
export function listingHeading(
  state: SearchState,
  landing: ListingLanding | undefined,
  /** The site's `labels.stock_kinds`. */
  stockKinds: readonly CarKind[] | undefined,
): string {
  if (landing) return landing.title;
  const list = state.refinementList;
  // New, used, demo: the order the site's own paths use (new-and-demo-cars).
  const types = [...(list.car_type ?? [])]
    .sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b))
    .map((type) => CAR_TYPE_WORDS[type] ?? type);
  const makes = list.make ?? [];
  const models = (list.make_model ?? []).map((value) => {
    const make = makes.find((candidate) => value.startsWith(`${candidate} `));
    return make ? value.slice(make.length + 1) : value;
  });
  const bodies = list.simple_body ?? [];
  const words = [
    joinedWords(types),
    makes.length === 1 ? makes[0] : '',
    models.length === 1 ? models[0] : '',
    bodies.length === 1 ? bodyTypeNames(bodies[0]!).plural : stockNoun(stockKinds),
  ].filter(Boolean);
  const place = list.city?.length === 1 ? ` in ${list.city[0]}` : '';
  return `${words.join(' ')} for Sale${place}`;
}

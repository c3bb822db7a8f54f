import type { ListingVocabulary } from '../search-url/listing-vocabulary.ts';
import { listingUrl } from '../search-url/listing-url.ts';

/**
 * The listing of one model's stock: /search/{make}/{model} (product rule 2.1) where the stock has it,
 * from the make and model as the index spells them (a car of that stock).
 */
export function modelListingUrl(
  car: { make: string; model: string },
  vocabulary: ListingVocabulary,
): string {
  return listingUrl(
    { refinementList: { make: [car.make], make_model: [`${car.make} ${car.model}`] } },
    vocabulary,
  );
}

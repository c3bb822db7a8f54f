// product rule 2.14: the top banner's link to the visitor's saved cars: My Garage on garage
// sites, else Favourites. Phones show it as an icon in the header bar (decision 0010), so both
// read it here.
import type { SiteData } from '../tenant/site-data.ts';

export interface SavedLink {
  kind: 'garage' | 'favourites';
  label: string;
  href: string;
}

export function savedLink({ features, labels }: Pick<SiteData, 'features' | 'labels'>): SavedLink {
  return features.garage
    ? { kind: 'garage', label: 'My Garage', href: '/garage' }
    : { kind: 'favourites', label: 'Favourites', href: labels.favourites_path };
}

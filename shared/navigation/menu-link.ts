import type { NavigationItem } from '../tenant/tenant-config.ts';
import { shortDescription } from '../models/short-description.ts';

/** One link in a header or footer menu, as every menu builder returns it. */
export interface MenuLink {
  label: string;
  href: string;
  description?: string;
  imgSrc?: string;
  external?: boolean;
}

export function navigationLabel(item: NavigationItem): string {
  return item.name ?? item.title ?? '';
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Links of a plain dropdown list; entries without a URL are skipped. */
export function listMenuLinks(items: readonly NavigationItem[] | undefined): MenuLink[] {
  return (items ?? [])
    .filter((item) => item.url && navigationLabel(item))
    .map((item) => ({
      label: navigationLabel(item),
      href: item.url!,
      // product rule 9.7: dropdown descriptions are cut to 75 characters.
      description: shortDescription(item.description),
      external: isExternalUrl(item.url!),
    }));
}

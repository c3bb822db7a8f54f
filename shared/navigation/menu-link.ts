import type { NavigationItem } from '../tenant/tenant-config.ts';

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

/** spec 9: short and dropdown descriptions are cut to 75 characters. */
export function truncateDescription(text: string | undefined, max = 75): string | undefined {
  if (!text || text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Links of a plain dropdown list; entries without a URL are skipped. */
export function listMenuLinks(items: readonly NavigationItem[] | undefined): MenuLink[] {
  return (items ?? [])
    .filter((item) => item.url && navigationLabel(item))
    .map((item) => ({
      label: navigationLabel(item),
      href: item.url!,
      description: truncateDescription(item.description),
      external: isExternalUrl(item.url!),
    }));
}

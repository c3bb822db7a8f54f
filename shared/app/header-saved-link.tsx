import { savedLink } from '../navigation/saved-link.ts';
import { GarageIcon, HeartIcon } from '../components/action-icons.tsx';
import { useSite } from './use-site.ts';
import { SiteLink } from './site-link.tsx';

/** Phones: the banner's Favourites (or My Garage) link as an icon in the header bar. */
export function HeaderSavedLink() {
  const link = savedLink(useSite());
  return (
    <SiteLink className="site-header__saved" to={link.href}>
      {link.kind === 'garage' ? <GarageIcon /> : <HeartIcon />}
      <span className="visually-hidden">{link.label}</span>
    </SiteLink>
  );
}

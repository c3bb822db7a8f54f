import { Link } from 'react-router';
import { savedLink } from '../navigation/saved-link.ts';
import { GarageIcon, HeartIcon } from '../components/action-icons.tsx';
import { useSite } from './use-site.ts';

/** Phones: the banner's Favourites (or My Garage) link as an icon in the header bar. */
export function HeaderSavedLink() {
  const link = savedLink(useSite());
  return (
    <Link className="site-header__saved" to={link.href}>
      {link.kind === 'garage' ? <GarageIcon /> : <HeartIcon />}
      <span className="visually-hidden">{link.label}</span>
    </Link>
  );
}

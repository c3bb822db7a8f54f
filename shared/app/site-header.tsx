import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSite } from './use-site.ts';
import type { NavigationItem } from '../tenant/tenant-config.ts';

function itemLabel(item: NavigationItem): string {
  return item.name ?? item.title ?? '';
}

export function SiteHeader() {
  const site = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { logo } = site.theme;
  const items = site.navigation.header.filter((item) => item.url && itemLabel(item));
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo">
          <img src={logo.url} alt={logo.alt} width={logo.width} height={logo.height} />
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <nav
          id={navId}
          aria-label="Main"
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
        >
          <ul>
            {items.map((item) => (
              <li key={`${itemLabel(item)}:${item.url}`}>
                <a href={item.url}>{itemLabel(item)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="site-header__phone" href={`tel:${site.dealership.phone.replace(/\s+/g, '')}`}>
          {site.dealership.phone}
        </a>
      </div>
    </header>
  );
}

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useLocation } from 'react-router';
import { buildHeaderMenu } from '../navigation/header-menu.ts';
import { HeaderDropdown } from './header-dropdown.tsx';
import { MenuLinkView } from './menu-link-view.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useSite, useStock } from './use-site.ts';
import { useCloseOnMedia } from './use-close-on-media.ts';
import { trapTabKey } from './focus-trap.ts';
import { telHref } from '../format/phone-link.ts';
import { headerButtons } from '../navigation/header-buttons.ts';
import { PhoneIcon } from '../components/action-icons.tsx';
import { HeaderButtonLinks } from './header-button-links.tsx';
import { TopBanner } from './top-banner.tsx';
import { HeaderSavedLink } from './header-saved-link.tsx';
import { HeaderMenuLocations } from './header-menu-locations.tsx';
import { SiteLink } from './site-link.tsx';

const SCROLL_LOCK_CLASS = 'scroll-locked';
// Must match the desktop breakpoint in shared/styles/header.css.
const DESKTOP_MEDIA = '(min-width: 60rem)';

export function SiteHeader() {
  const site = useSite();
  const stock = useStock();
  const { features, theme, dealership } = site;
  const entries = useMemo(
    () => buildHeaderMenu({ site, counts: stock.counts, makeCounts: stock.makes }),
    [site, stock],
  );
  const buttons = useMemo(() => headerButtons(site), [site]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const isDrawer = features.mobile_menu === 'drawer';
  const isTwoTier = features.header_variant === 'two-tier';
  const drawerOpen = isDrawer && mobileOpen;
  const { pathname, search } = useLocation();

  const closeAll = useCallback(() => {
    setOpenIndex(null);
    setMobileOpen(false);
  }, []);

  const onDismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      if (openIndex !== null) {
        if (reason === 'escape') {
          const toggles =
            navRef.current?.querySelectorAll<HTMLButtonElement>('[data-dropdown-toggle]');
          toggles?.[openIndex]?.focus();
        }
        setOpenIndex(null);
      } else if (reason === 'escape' || drawerOpen) {
        setMobileOpen(false);
        burgerRef.current?.focus();
      }
    },
    [openIndex, drawerOpen],
  );
  useDismiss(openIndex !== null || mobileOpen, headerRef, onDismiss);

  // Any navigation closes the menus.
  useEffect(closeAll, [pathname, search, closeAll]);

  // product rule 2.14: an open phone menu (drawer or collapse) locks page scroll; the lock is
  // cleared on load and whenever the menu closes. The collapse menu stays in place and scrolls
  // itself, down to the screen's bottom edge (--site-nav-top: where it starts on screen). The
  // page behind an open drawer is inert, so assistive technology stays in it too.
  useEffect(() => {
    document.documentElement.classList.toggle(SCROLL_LOCK_CLASS, mobileOpen);
    const nav = navRef.current;
    if (mobileOpen && !isDrawer && nav) {
      nav.style.setProperty('--site-nav-top', `${Math.max(0, nav.getBoundingClientRect().top)}px`);
    }
    const behind = drawerOpen ? [...document.querySelectorAll('#main, .site-footer')] : [];
    behind.forEach((element) => element.setAttribute('inert', ''));
    if (drawerOpen) closeRef.current?.focus();
    return () => {
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      behind.forEach((element) => element.removeAttribute('inert'));
    };
  }, [mobileOpen, isDrawer, drawerOpen]);

  // The phone menu has no meaning in the desktop layout: close it when the viewport grows.
  useCloseOnMedia(DESKTOP_MEDIA, () => setMobileOpen(false));

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (drawerOpen && navRef.current) trapTabKey(event, navRef.current);
  };

  const logo = (
    <SiteLink to="/" className="site-header__logo">
      <img
        src={theme.logo.url}
        alt={theme.logo.alt}
        width={theme.logo.width}
        height={theme.logo.height}
      />
    </SiteLink>
  );
  const headerClass = [
    'site-header',
    `site-header--${features.header_variant}`,
    openIndex !== null ? 'site-header--dropdown-open' : '',
  ].join(' ');

  return (
    <header ref={headerRef} className={headerClass.trim()}>
      <TopBanner />
      {isTwoTier ? (
        <div className="site-header__top">
          {logo}
          <HeaderButtonLinks buttons={buttons} className="site-header__actions" />
        </div>
      ) : null}
      {/* Phones: the whole header is one compact bar (logo, saved cars, call, menu); the
          large buttons and the banner's locations and stars move into the menu. They are
          rendered in both places and CSS shows one per breakpoint, so the layout is right
          from the first byte, before any script runs. */}
      <div className="site-header__bar">
        {logo}
        <HeaderSavedLink />
        <a className="site-header__call" href={telHref(dealership.phone)}>
          <PhoneIcon />
          <span className="visually-hidden">Call {dealership.phone}</span>
        </a>
        <button
          ref={burgerRef}
          type="button"
          className="button-quiet site-header__menu-button"
          aria-expanded={mobileOpen}
          aria-controls={navId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="burger-icon" aria-hidden="true" />
          Menu
        </button>
        <nav
          ref={navRef}
          id={navId}
          aria-label="Main"
          className={`site-nav site-nav--${features.mobile_menu}${mobileOpen ? ' site-nav--open' : ''}`}
          onKeyDown={onNavKeyDown}
        >
          {isDrawer ? (
            <div className="site-nav__drawer-head">
              <button
                ref={closeRef}
                type="button"
                className="button-quiet site-nav__close"
                onClick={() => {
                  setMobileOpen(false);
                  burgerRef.current?.focus();
                }}
              >
                Close menu
              </button>
            </div>
          ) : null}
          <ul className="site-nav__list">
            {entries.map((entry, index) =>
              entry.kind === 'link' ? (
                <li key={entry.label} className="site-nav__item">
                  <MenuLinkView
                    link={{ label: entry.label, href: entry.href }}
                    onChoose={closeAll}
                  />
                </li>
              ) : (
                <HeaderDropdown
                  key={entry.label}
                  entry={entry}
                  open={openIndex === index}
                  onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
                  onChoose={closeAll}
                />
              ),
            )}
          </ul>
          <HeaderButtonLinks buttons={buttons} className="site-nav__buttons" onChoose={closeAll} />
          <HeaderMenuLocations />
        </nav>
        {isTwoTier ? null : (
          <HeaderButtonLinks buttons={buttons} className="site-header__bar-buttons" />
        )}
      </div>
      {drawerOpen ? (
        <div className="site-nav__backdrop" aria-hidden="true" onClick={closeAll} />
      ) : null}
    </header>
  );
}

import { useId } from 'react';
import type { HeaderEntry } from '../navigation/header-menu.ts';
import { MenuLinkView } from './menu-link-view.tsx';

type Dropdown = Extract<HeaderEntry, { kind: 'dropdown' }>;

interface HeaderDropdownProps {
  entry: Dropdown;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

/**
 * A disclosure dropdown (button + panel): the native button gives Enter/Space;
 * Escape and outside clicks are handled by the header, which owns which one is open.
 */
export function HeaderDropdown({ entry, open, onToggle, onChoose }: HeaderDropdownProps) {
  const panelId = useId();
  const overview =
    entry.href &&
    !entry.sections.some((section) => section.links.some((link) => link.href === entry.href));
  return (
    <li className={open ? 'site-nav__item site-nav__item--open' : 'site-nav__item'}>
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-dropdown-toggle=""
        onClick={onToggle}
      >
        {entry.label}
        <span className="site-nav__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="site-nav__panel" hidden={!open}>
        {entry.sections.map((section, index) => (
          <div
            key={section.title ?? index}
            className={`menu-section menu-section--${section.layout}`}
          >
            {section.title ? <p className="menu-section__title">{section.title}</p> : null}
            <ul>
              {section.links.map((link) => (
                <li key={`${link.label}:${link.href}`}>
                  <MenuLinkView link={link} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {overview ? (
          <p className="site-nav__overview">
            <MenuLinkView
              link={{ label: `View all ${entry.label}`, href: entry.href! }}
              onChoose={onChoose}
            />
          </p>
        ) : null}
      </div>
    </li>
  );
}

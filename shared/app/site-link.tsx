import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * The router's navigate, given once by the root layout. react-router's own Link resolves its
 * path against the route tree and reads half a dozen hooks on every render; the header,
 * menus and footer hold forty-odd links, and that was a tenth of a home page's render
 * (docs/decisions/0039-pages-rendered-in-one-pass.md).
 */
export const SiteNavigateContext = createContext<NavigateFunction | null>(null);

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, from its root. */
  to: string;
  /** Keep the scroll where it is (a filter that reshows the same page). */
  preventScrollReset?: boolean;
}

/**
 * A link inside the site: a plain click navigates in the page (scroll and focus as decision
 * 0010 says); a click with a modifier key or another button is left to the browser. As with
 * react-router's Link, a link to the page already shown replaces its history entry.
 */
export function SiteLink({ to, preventScrollReset, onClick, ...props }: SiteLinkProps) {
  const navigate = use(SiteNavigateContext);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const { target } = event.currentTarget;
        if (!navigate || !isPlainClick(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(to, { replace: `${pathname}${search}${hash}` === to, preventScrollReset });
      }}
    />
  );
}

/** A click the page should handle: the main button, no modifier key, this tab, not taken. */
export function isPlainClick(
  click: Pick<
    MouseEvent,
    'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
  >,
  target: string,
) {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) &&
    (!target || target === '_self')
  );
}

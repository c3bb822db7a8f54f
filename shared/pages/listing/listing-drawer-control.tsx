import type { ReactNode, RefObject } from 'react';
import { useListingEnhanced } from './listing-enhanced.tsx';

export interface DrawerControlProps {
  className: string;
  /** Where the control leads without JavaScript (a section of the page). */
  href: string;
  onClick(): void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Button-only ARIA: what the button opens. */
  controls?: { id: string; isExpanded: boolean };
  /** The control the open drawer focuses first. */
  isAutofocus?: boolean;
  children: ReactNode;
}

/**
 * A drawer's open or close control: a link to a section of the page until the page
 * hydrates (the server's HTML works without JavaScript), a button after it.
 */
export function DrawerControl({
  className,
  href,
  onClick,
  buttonRef,
  controls,
  isAutofocus,
  children,
}: DrawerControlProps) {
  const isEnhanced = useListingEnhanced();
  if (!isEnhanced) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      onClick={onClick}
      {...(controls
        ? {
            'aria-haspopup': 'dialog',
            'aria-controls': controls.id,
            'aria-expanded': controls.isExpanded,
          }
        : {})}
      {...(isAutofocus ? { 'data-autofocus': '' } : {})}
    >
      {children}
    </button>
  );
}

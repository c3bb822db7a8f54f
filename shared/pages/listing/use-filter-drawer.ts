import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { trapTabKey } from '../../app/focus-trap.ts';
import { useDismiss } from '../../app/use-dismiss.ts';
import { inertOutside } from '../../app/inert-outside.ts';
import { useCloseOnMedia } from '../../app/use-close-on-media.ts';

// Must match the side-column breakpoint in shared/styles/listing.css.
const SIDE_COLUMN_MEDIA = '(min-width: 62rem)';

export interface FilterDrawer {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** The dialog inside the facets' aside. */
  drawerRef: RefObject<HTMLDivElement | null>;
  /** The Filter button: focus returns to it when the drawer closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Keeps Tab inside the open drawer. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The phone layout's filter drawer: a modal dialog over the listing. While open the
 * rest of the page is inert, Escape closes it, focus starts on its first control
 * (marked `data-autofocus`) and returns to the Filter button on close.
 */
export function useFilterDrawer(): FilterDrawer {
  const [isOpen, setIsOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, drawerRef, close);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!isOpen || !drawer) return;
    const restore = inertOutside(drawer);
    drawer.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      restore();
      // The results may be scrolled into view on close; the sticky button is visible there.
      buttonRef.current?.focus({ preventScroll: true });
    };
  }, [isOpen]);

  // The side column has no drawer: close it when the viewport grows into that layout.
  useCloseOnMedia(SIDE_COLUMN_MEDIA, () => setIsOpen(false));

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (isOpen && drawerRef.current) trapTabKey(event, drawerRef.current);
    },
    [isOpen],
  );
  return { isOpen, open, close, drawerRef, buttonRef, onKeyDown };
}

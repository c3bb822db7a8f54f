import { useEffect, useRef } from 'react';

/**
 * Calls `close` when the viewport comes to match `query`: a drawer that only exists in
 * the phone layout has no meaning once the screen grows into the wide one.
 */
export function useCloseOnMedia(query: string, close: () => void) {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => {
      if (media.matches) latestClose.current();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
}

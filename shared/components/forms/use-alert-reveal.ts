import { useEffect, useRef, useState } from 'react';

/**
 * A form's alert brought to the shopper after a failed submission: `reveal()` may be called
 * before React has drawn the message (an empty alert is not displayed, so it cannot take
 * focus), so the alert is scrolled to and focused once the render that follows commits.
 */
export function useAlertReveal<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0 && ref.current) revealAlert(ref.current);
  }, [requests]);
  return { ref, reveal: () => setRequests((count) => count + 1) };
}

/**
 * Scrolls the alert fully into view only if it is not (its scroll-margin keeps it clear of
 * the page's edges), then focuses it so its message is read.
 */
export function revealAlert(alert: HTMLElement): void {
  alert.scrollIntoView({ block: 'nearest' });
  alert.focus({ preventScroll: true });
}

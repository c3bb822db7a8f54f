// Swipe between photos with any pointer (finger, pen or mouse drag). The viewport's CSS sets
// `touch-action: pan-y`, so the browser keeps vertical scrolling and hands us horizontal drags.
import { useRef, type PointerEvent } from 'react';

/** How far (CSS pixels) a drag must travel sideways to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * +1 (next photo) for a drag to the left, -1 (previous) to the right, 0 when the drag was
 * too short or more vertical than horizontal (the shopper was scrolling).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
}

/** Pointer handlers for the element that is swiped; `onStep` gets -1 or +1 once per swipe. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<DragStart | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      // A mouse released outside the photo still ends the drag here.
      if (event.pointerType === 'mouse') event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      start.current = null;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    // The browser took the gesture over (a vertical scroll): not a swipe.
    onPointerCancel() {
      start.current = null;
    },
  };
}

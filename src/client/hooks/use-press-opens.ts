import { useEffect, useRef } from 'react';

/** A press that moves further than this is a scroll or a drag, not a tap. */
const TAP_SLOP_PX = 10;
/** Longer than this is a long press (the browser's own menu), not a tap. */
const TAP_MAX_MS = 800;

/**
 * Makes a tap on an "open" button count even when the page changes under the finger between press and
 * release: results arriving reflow the page (the skeleton gives way to cards, the scroll is clamped to the
 * shorter page) or replace the cards, and the release then lands on another element or on a new card, so
 * the browser sends no click at all. The press is remembered here, above the cards, and a release of the same
 * pointer that stayed in place opens what was pressed, wherever it lands. The button's own click opens it too
 * (the keyboard, and taps where nothing moved): opening the same id twice is one opening.
 */
export function usePressOpens(open: (id: string) => void) {
  const pressed = useRef<{ id: string; pointerId: number; x: number; y: number; at: number } | null>(null);
  const latestOpen = useRef(open);
  latestOpen.current = open;
  useEffect(() => {
    const release = (event: PointerEvent) => {
      const press = pressed.current;
      pressed.current = null;
      if (!press || event.pointerId !== press.pointerId) return;
      const still =
        Math.abs(event.clientX - press.x) <= TAP_SLOP_PX && Math.abs(event.clientY - press.y) <= TAP_SLOP_PX;
      if (still && performance.now() - press.at <= TAP_MAX_MS) latestOpen.current(press.id);
    };
    // The browser took the touch for a scroll: no tap.
    const cancel = () => {
      pressed.current = null;
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', cancel, true);
    return () => {
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', cancel, true);
    };
  }, []);
  return (id: string) => ({
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0) return;
      pressed.current = {
        id,
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        at: performance.now(),
      };
    },
    onClick: () => latestOpen.current(id),
  });
}

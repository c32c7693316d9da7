/**
 * The phone's Back button (or the browser's) closes an open overlay instead of leaving the page under it: while
 * it is open, one history entry of the same address stands for it. Closed another way (its button, Escape), the
 * entry is taken off again, so the next Back leaves the page as it would have.
 */
import { useEffect, useRef } from 'react';

const OVERLAY_ENTRY = 'gwOverlay';
let openOverlays = 0;

const onOverlayEntry = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.[OVERLAY_ENTRY]);

export function useBackCloses(open: boolean, close: () => void) {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    openOverlays += 1;
    // After a reload with the overlay open, its entry is already the current one.
    if (!onOverlayEntry()) window.history.pushState({ ...window.history.state, [OVERLAY_ENTRY]: true }, '');
    const closeOnBack = () => {
      if (!onOverlayEntry()) latestClose.current();
    };
    window.addEventListener('popstate', closeOnBack);
    return () => {
      openOverlays -= 1;
      window.removeEventListener('popstate', closeOnBack);
      // Later, so an overlay opened again at once (another contact, React's development double run) keeps it.
      setTimeout(() => {
        if (openOverlays === 0 && onOverlayEntry()) window.history.back();
      }, 0);
    };
  }, [open]);
}

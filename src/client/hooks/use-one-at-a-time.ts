import { useRef, useState } from 'react';

/**
 * One save at a time, from the first tap on: a quick second tap is ignored while the first is unanswered. A
 * mutation's own pending state reaches the button a render later, after a double tap's second click may
 * already have been handled (and sent again, with the same expected version, to be refused as stale).
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  return {
    busy,
    /** Starts `work` unless one is still running; `work` calls `settled` once it is answered either way. */
    run(work: (settled: () => void) => void) {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      work(() => {
        running.current = false;
        setBusy(false);
      });
    },
  };
}

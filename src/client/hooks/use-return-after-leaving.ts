import { useEffect, useState } from 'react';

/**
 * Whether the person came back to the page after leaving it, counted from `since` (a tap on a phone number):
 * the phone's dialer hides the page (visibilitychange) or, on a desk with a softphone, takes the focus (blur).
 * Null `since` watches nothing.
 */
export function useReturnAfterLeaving(since: number | null) {
  const [returnedFor, setReturnedFor] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    let left = false;
    const leave = () => {
      left = true;
    };
    const back = () => {
      if (left) setReturnedFor(since);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
    };
  }, [since]);
  return since !== null && returnedFor === since;
}

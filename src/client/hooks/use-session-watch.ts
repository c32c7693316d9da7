import { useEffect } from 'react';
import { errorStatus } from '../api/api-error';
import { checkSession } from '../api/auth';
import { sessionEnded, signedIn } from '../lib/session-ended';

/** Often enough that a phone left open learns its session ended before the next tap. */
export const SESSION_CHECK_EVERY_MS = 3 * 60_000;

/**
 * Asks the server whether the session still holds, without counting as activity (it does not lengthen the
 * session). Only a 401 ends it here; no connection says nothing about the session.
 */
async function recheckSession() {
  if (!signedIn()) return;
  try {
    await checkSession();
  } catch (error) {
    if (errorStatus(error) === 401) sessionEnded();
  }
}

/** While signed in: checks the session when the tab comes back into view or focus, and every few minutes. */
export function useSessionWatch() {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheckSession();
    };
    const onFocus = () => void recheckSession();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    const timer = setInterval(() => void recheckSession(), SESSION_CHECK_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
      clearInterval(timer);
    };
  }, []);
}

/**
 * An ended session is never a dead end: any 401 while someone was signed in says so and takes them to sign in,
 * with the page they were on as the way back. What they were typing is kept by the drafts (use-device-draft).
 */
import type { MutationMeta } from '@tanstack/react-query';
import { authKeys } from '../query-keys/keys';
import { queryClient, whenUnauthorized } from './query-client';
import { loginPathFor } from './return-path';
import { toast } from './toast';

export const SESSION_ENDED_TITLE = 'Your session ended — sign in again';
export const LOGIN_REDIRECT_MS = 500;

/** A mutation may carry its own words for the moment (`meta: { sessionEnded: { title, description } }`). */
export interface SessionEndedToast {
  title: string;
  description?: string;
}

let ending = false;

/** The words travel to the sign-in page, which shows them until the person signs in (the toast lasts a moment). */
const ENDED_WORDS_KEY = 'gw.session-ended';

/** The words an ended session left for the sign-in page, read once. */
export function takeSessionEndedWords(): SessionEndedToast | null {
  try {
    const raw = sessionStorage.getItem(ENDED_WORDS_KEY);
    sessionStorage.removeItem(ENDED_WORDS_KEY);
    return raw ? (JSON.parse(raw) as SessionEndedToast) : null;
  } catch {
    return null;
  }
}

function leaveWordsForSignIn(words: SessionEndedToast) {
  try {
    sessionStorage.setItem(ENDED_WORDS_KEY, JSON.stringify(words));
  } catch {
    // Storage refused (private mode, full): the toast alone says it.
  }
}

/** Someone is signed in on this tab, as far as the cache knows. */
export const signedIn = () => Boolean(queryClient.getQueryData(authKeys.currentUser));

/**
 * Says the session ended and, after a moment to read it, opens the sign-in page with the way back. Only
 * once however many calls fail together, and only when someone was signed in: signed out, a 401 is just the
 * answer (a wrong password).
 */
export function sessionEnded(words: SessionEndedToast = { title: SESSION_ENDED_TITLE }) {
  if (ending || !signedIn()) return;
  ending = true;
  toast({ ...words, variant: 'destructive' });
  leaveWordsForSignIn(words);
  const back = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // A full page load, not a client-side route change: nothing of the ended session stays in memory, and
  // the search and any draft come back from storage.
  setTimeout(() => window.location.assign(loginPathFor(back)), LOGIN_REDIRECT_MS);
}

const wordsIn = (meta: MutationMeta | undefined) => meta?.sessionEnded as SessionEndedToast | undefined;

/** Installed once at start: every query and mutation answered 401 comes here. */
export function installSessionEndedHandler() {
  whenUnauthorized((meta) => sessionEnded(wordsIn(meta)));
}

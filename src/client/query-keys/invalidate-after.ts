/**
 * What each change makes stale, declared once: the hook that makes the change (or the page that follows a job
 * to its end) calls `invalidateAfter.<change>(queryClient, …)` and never lists keys itself. A cached answer the
 * change's own response replaces (a saved profile, the signed-in user) is set by the hook, not refetched.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  auditKeys,
  authKeys,
  contactKeys,
  electionKeys,
  exportKeys,
  impactKeys,
  importKeys,
  listKeys,
  networkKeys,
  settingsKeys,
  setupKeys,
  surveyKeys,
  userKeys,
} from './keys';

async function stale(queryClient: QueryClient, keys: readonly QueryKey[]) {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export const invalidateAfter = {
  /** Signed in (or the second step passed): who is signed in is asked again. */
  signedIn: (queryClient: QueryClient) => stale(queryClient, [authKeys.currentUser]),

  /** Two-factor sign-in turned on or off: the user's flags (and the banner asking for it) follow. */
  twoFactorChanged: (queryClient: QueryClient) => stale(queryClient, [authKeys.currentUser]),

  /** Every other session ended: the list of where the person is signed in. */
  otherSessionsSignedOut: (queryClient: QueryClient) => stale(queryClient, [authKeys.sessions]),

  /** Setup was refused because someone else finished it first: the setup page gives way to sign-in. */
  setupRefused: (queryClient: QueryClient) => stale(queryClient, [setupKeys.status]),

  /**
   * A contact's campaign status or notes saved (the profile is set from the answer): the search shows it, and
   * Our Impact counts supporters, volunteers and contacts reached.
   */
  contactUpdated: (queryClient: QueryClient) => stale(queryClient, [contactKeys.search, impactKeys.stats]),

  /** A contact edit refused as stale, forbidden or in maintenance: the profile shows what is true now. */
  contactUpdateRefused: (queryClient: QueryClient, contactId: string) =>
    stale(queryClient, [contactKeys.detail(contactId)]),

  /** A phone or email added, changed or deleted (or refused): the profile and Our Impact's reach. */
  channelChanged: (queryClient: QueryClient, contactId: string) =>
    stale(queryClient, [contactKeys.detail(contactId), impactKeys.stats]),

  /**
   * A result recorded: My Lists' progress, the voter's profile and Our Impact. The open list page already
   * shows the result: refetching it after every result would charge 50 rows to the read budget each time, so
   * list pages are only marked stale and fetched again when next opened.
   */
  attemptRecorded: (queryClient: QueryClient, contactId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKeys.all, exact: true }),
      queryClient.invalidateQueries({ queryKey: listKeys.all, exact: false, refetchType: 'none' }),
      stale(queryClient, [contactKeys.detail(contactId), impactKeys.stats]),
    ]),

  /** A result refused: the list pages drop what they showed at once. */
  attemptRefused: (queryClient: QueryClient) => stale(queryClient, [listKeys.all]),

  /** A list made, saved, deleted, refreshed or cut into turfs: My Lists and every list page. */
  listChanged: (queryClient: QueryClient) => stale(queryClient, [listKeys.all]),

  /**
   * A contact added to or removed from the network (or the change refused): the network, the profile's check
   * and its "In the networks of", and Our Impact's counts.
   */
  networkChanged: (queryClient: QueryClient, contactId: string) =>
    stale(queryClient, [
      networkKeys.list,
      networkKeys.check(contactId),
      contactKeys.detail(contactId),
      impactKeys.stats,
    ]),

  /** A profile opened from My Network closed: statuses changed there show on the cards and counters. */
  networkProfileClosed: (queryClient: QueryClient) => stale(queryClient, [networkKeys.list]),

  /**
   * A change kept on this device reached the server (or the person dropped it): whatever shows that contact. A
   * queued change may be an edit, a phone or email, a result or a network change, so every view of it goes.
   */
  queuedChangeSent: (queryClient: QueryClient, contactId: string) =>
    stale(queryClient, [
      contactKeys.detail(contactId),
      contactKeys.search,
      impactKeys.stats,
      listKeys.all,
      networkKeys.list,
      networkKeys.check(contactId),
    ]),

  /** The last waiting change was sent: the search shows the server's own results again. */
  queueEmptied: (queryClient: QueryClient) => stale(queryClient, [contactKeys.search]),

  /** An admin hid a timeline entry: the contact's timeline and the audit log. */
  auditEntryHidden: (queryClient: QueryClient, contactId: string) =>
    stale(queryClient, [contactKeys.detail(contactId), auditKeys.all]),

  /** Settings or maintenance mode changed: both settings queries, the search (its defaults) and the stats. */
  settingsChanged: (queryClient: QueryClient) =>
    stale(queryClient, [settingsKeys.admin, contactKeys.search, userKeys.stats, settingsKeys.systemStatus]),

  /** A survey question added, changed, retired or asked again: the admin's list and the attempt form's. */
  surveyQuestionChanged: (queryClient: QueryClient) =>
    stale(queryClient, [surveyKeys.all, surveyKeys.active]),

  /** A registration approved or rejected: the users, the bell's waiting people, and the stats. */
  registrationReviewed: (queryClient: QueryClient) =>
    stale(queryClient, [userKeys.list, userKeys.notifications, userKeys.stats]),

  /** A user made, or their role or status changed: the users and the stats (Edits Today counts the change). */
  userChanged: (queryClient: QueryClient) => stale(queryClient, [userKeys.list, userKeys.stats]),

  /** An invitation sent, two-factor sign-in reset or a read budget set: the users. */
  userAccountChanged: (queryClient: QueryClient) => stale(queryClient, [userKeys.list]),

  /** A user deleted: the users, the stats and the bell (a registration that waited goes with them). */
  userDeleted: (queryClient: QueryClient) =>
    stale(queryClient, [userKeys.list, userKeys.stats, userKeys.notifications]),

  /** An export started, or finished either way: the recent exports. */
  exportChanged: (queryClient: QueryClient) => stale(queryClient, [exportKeys.history]),

  /** An import (or its preview) ended either way: the import history and the stats' contact count. */
  importEnded: (queryClient: QueryClient) =>
    stale(queryClient, [importKeys.list, userKeys.stats, electionKeys.view]),

  /** A preview let go (or the attempt failed): the import history. */
  importPreviewDiscarded: (queryClient: QueryClient) => stale(queryClient, [importKeys.list]),

  /**
   * Contacts changed in bulk (a cleanup, a wipe, an import undone, demo voters loaded): any cached answer may
   * show voters that changed or are gone, so every query refreshes.
   */
  contactsReplaced: (queryClient: QueryClient) => queryClient.invalidateQueries(),
};

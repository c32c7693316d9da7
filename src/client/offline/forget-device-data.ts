/**
 * Signing out leaves none of the voter file on the device: the kept search results and profiles, the changes
 * still waiting (the person was asked first: components/layout/SignOutQuestion.tsx), the drafts, and the
 * tab's last search. See decision 0202, docs/decisions/0202-sign-out-clears-the-device.md.
 */
import { removeStoredStartingWith } from '../lib/device-storage';
import { forgetDrafts } from './device-drafts';
import { forgetQueriesOnDevice } from './persist-queries';
import { forgetQueue } from './sync';

export async function forgetDeviceData() {
  forgetDrafts();
  // The tab's search (names typed, the profile open) is voter data too.
  removeStoredStartingWith('session', 'gw:');
  await Promise.all([forgetQueriesOnDevice().catch(() => undefined), forgetQueue()]);
}

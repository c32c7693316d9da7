/**
 * Signing out leaves none of the voter file on the device: the kept search results and profiles go, and so
 * do changes still waiting (sent first when there is a connection). See docs/DECISIONS.md.
 */
import { forgetQueriesOnDevice } from './persist-queries';
import { forgetQueue, syncNow } from './sync';

export async function forgetDeviceData() {
  if (navigator.onLine) await syncNow().catch(() => undefined);
  await Promise.all([forgetQueriesOnDevice().catch(() => undefined), forgetQueue()]);
}

/**
 * A contact added to or removed from the signed-in user's network. Both end in a state rather than make an
 * event (adding twice keeps one entry; removing what is gone leaves it gone), so resending is harmless and
 * it never conflicts: several taps without signal are sent in order and the last one wins.
 */
import { type NetworkCheck, networkCheck, networkEntry } from '../../../common/schemas/networks.js';
import { errorCode } from '../../api/api-error';
import { getJson, send, sendJson } from '../../api/http';
import { networkCheckUrl, networkEntryUrl } from '../../api/urls';
import type { ChangeKind } from '../change-kind';

export interface NetworkChangePayload {
  contactId: string;
  add: boolean;
  /** The entry to remove, as the profile's check last saw it; null when it was added on this device. */
  networkId: string | null;
}

const currentEntryId = async (contactId: string) =>
  (await getJson(networkCheckUrl(contactId), networkCheck)).networkId;

async function remove({ contactId, networkId }: NetworkChangePayload) {
  const id = networkId ?? (await currentEntryId(contactId));
  if (!id) return;
  try {
    await send('DELETE', networkEntryUrl(id));
  } catch (error) {
    if (errorCode(error) !== 'not_found') throw error;
    // Removed elsewhere meanwhile, or removed and added again (a new entry): what is there now goes.
    const again = await currentEntryId(contactId);
    if (again) await send('DELETE', networkEntryUrl(again));
  }
}

export const networkChangeKind: ChangeKind<NetworkChangePayload, NetworkCheck> = {
  send: async (p) => {
    if (!p.add) {
      await remove(p);
      return { inNetwork: false, networkId: null };
    }
    const entry = await sendJson('POST', '/api/networks', { contactId: p.contactId }, networkEntry);
    return { inNetwork: true, networkId: entry.id };
  },
  contactId: (p) => p.contactId,
};

/**
 * A contact attempt (a door knocked, a call made). Attempts are append-only events with a clientId made on the
 * device, so a resend after a lost answer is harmless (the server answers with the attempt already recorded)
 * and an attempt never conflicts.
 */
import type { RecordAttemptRequest } from '../../../common/schemas/lists.js';
import { errorCode } from '../../api/api-error';
import { send } from '../../api/http';
import { contactUrl } from '../../api/urls';
import type { ChangeKind } from '../change-kind';

export interface ContactAttemptPayload {
  contactId: string;
  /** Carries clientId and deviceAt, set when the volunteer recorded it. */
  body: RecordAttemptRequest & { clientId: string; deviceAt: string };
}

export const contactAttemptKind: ChangeKind<ContactAttemptPayload, void> = {
  send: async ({ contactId, body }) => {
    const url = `${contactUrl(contactId)}/attempts`;
    try {
      await send('POST', url, body);
    } catch (error) {
      // The server refuses a list it does not know (404). The sheet had it when the volunteer recorded, so it
      // was deleted or taken from them since: the door was still knocked, and the result counts for the voter
      // without the list. A voter gone too answers 404 again, and that refusal is passed on.
      if (!body.listId || errorCode(error) !== 'not_found') throw error;
      const { listId: _, ...withoutList } = body;
      await send('POST', url, withoutList);
    }
  },
  contactId: (p) => p.contactId,
};

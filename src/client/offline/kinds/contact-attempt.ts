/**
 * A contact attempt (a door knocked, a call made). Attempts are append-only events with a clientId made on the
 * device, so a resend after a lost answer is harmless (the server answers with the attempt already recorded)
 * and an attempt never conflicts.
 */
import type { RecordAttemptRequest } from '../../../common/schemas/lists.js';
import { contactUrl } from '../../api/contact-url';
import { send } from '../../api/http';
import type { ChangeKind } from '../change-kind';

export interface ContactAttemptPayload {
  contactId: string;
  /** Carries clientId and deviceAt, set when the volunteer recorded it. */
  body: RecordAttemptRequest & { clientId: string; deviceAt: string };
}

export const contactAttemptKind: ChangeKind<ContactAttemptPayload, void> = {
  send: (p) => send('POST', `${contactUrl(p.contactId)}/attempts`, p.body),
  contactId: (p) => p.contactId,
};

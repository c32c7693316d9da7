/**
 * Sends the signed-in user's queued changes oldest first (never another person's). It stops at the first change that cannot go now (no connection, an
 * ended session, maintenance, a conflict the person must settle) so nothing is ever sent out of order.
 */
import { errorMessage, errorStatus, NETWORK_FAILURE_STATUS } from '../api/api-error';
import type { ChangeKind, Conflict } from './change-kind';
import { listChangesOf, type QueuedChange, removeChange, replaceChange } from './queue-store';

export type DrainOutcome =
  | { stopped: 'done' }
  | { stopped: 'offline' }
  | { stopped: 'signed-out' }
  | { stopped: 'unavailable' }
  | { stopped: 'conflict'; change: QueuedChange; conflict: Conflict };

export interface DrainHooks {
  /** A change reached the server. */
  sent(change: QueuedChange, kind: ChangeKind): void;
  /** The server refused it for good (bad input, no permission, gone): it is dropped and the person told why. */
  refused(change: QueuedChange, message: string): void;
}

export async function drainQueue(
  kinds: Record<string, ChangeKind>,
  hooks: DrainHooks,
  ownerId: string,
): Promise<DrainOutcome> {
  for (;;) {
    const [change, ...later] = await listChangesOf(ownerId);
    if (!change) return { stopped: 'done' };
    const kind = kinds[change.kind];
    if (!kind) {
      // Made by a newer version of the app that knew this kind: it cannot be sent from here.
      await removeChange(change.seq);
      hooks.refused(change, 'This version of the app cannot send it.');
      continue;
    }
    try {
      const result = await kind.send(change.payload);
      await removeChange(change.seq);
      await carryForward(kind, change, result, later);
      hooks.sent(change, kind);
    } catch (error) {
      const status = errorStatus(error);
      if (status === null || status === NETWORK_FAILURE_STATUS) return { stopped: 'offline' };
      if (status === 401) return { stopped: 'signed-out' };
      if (status === 503 || status === 429 || status >= 500) return { stopped: 'unavailable' };
      if (status === 409 && kind.conflict) {
        let conflict: Conflict | null;
        try {
          conflict = await kind.conflict(change.payload);
        } catch (loadError) {
          return errorStatus(loadError) === 401 ? { stopped: 'signed-out' } : { stopped: 'offline' };
        }
        if (conflict && conflict.fields.length === 0) {
          // Someone else's change was to other fields: this one goes again on top of it.
          await replaceChange({ ...change, payload: conflict.rebased });
          continue;
        }
        if (conflict) return { stopped: 'conflict', change, conflict };
      }
      await removeChange(change.seq);
      hooks.refused(change, errorMessage(error, 'The server refused it.'));
    }
  }
}

async function carryForward(kind: ChangeKind, sent: QueuedChange, result: unknown, later: QueuedChange[]) {
  if (!kind.carryForward) return;
  for (const next of later) {
    if (next.kind !== sent.kind) continue;
    const payload = kind.carryForward(sent.payload, result, next.payload);
    if (payload !== null) await replaceChange({ ...next, payload });
  }
}

/**
 * The offline queue as the app uses it: save now or keep on the device, the count the header shows, sending
 * when the connection returns, and the conflict the person settles. One state for the whole tab. It only ever
 * counts and sends the signed-in user's own changes (offline/device-owner.ts).
 */
import { useSyncExternalStore } from 'react';
import { errorStatus, NETWORK_FAILURE_STATUS } from '../api/api-error';
import { queryClient } from '../lib/query-client';
import { sessionEnded } from '../lib/session-ended';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import type { ChangeKind, Conflict } from './change-kind';
import { CHANGE_KINDS, type ChangeKindName, type PayloadOf } from './change-kinds';
import { signedInUserId } from './device-owner';
import { drainQueue } from './drain';
import {
  addChange,
  clearChanges,
  listChangesOf,
  type QueuedChange,
  removeChange,
  replaceChange,
} from './queue-store';

/** What a change kept on the device says, instead of an error. */
export const SAVED_ON_DEVICE = 'Saved on this device';

export interface SyncState {
  waiting: number;
  conflict: { change: QueuedChange; conflict: Conflict } | null;
}

let state: SyncState = { waiting: 0, conflict: null };
const listeners = new Set<() => void>();
const setState = (next: Partial<SyncState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSyncState = () => useSyncExternalStore(subscribe, () => state);

async function recount() {
  try {
    setState({ waiting: (await waitingChanges()).length });
  } catch {
    // IndexedDB unavailable (some private modes): nothing can have been queued.
  }
}

const kinds: Record<string, ChangeKind> = CHANGE_KINDS;

let draining: Promise<void> | null = null;

/** Sends what waits, in order; does nothing while a conflict waits for the person or a send is under way. */
export function syncNow(): Promise<void> {
  const ownerId = signedInUserId();
  if (state.conflict || !ownerId) return Promise.resolve();
  draining ??= (async () => {
    try {
      const outcome = await drainQueue(
        kinds,
        {
          sent: (change, kind) => {
            void invalidateAfter.queuedChangeSent(queryClient, kind.contactId(change.payload));
          },
          refused: (_change, message) =>
            toast({
              title: 'A change saved on this device could not be sent',
              description: message,
              variant: 'destructive',
            }),
        },
        ownerId,
      );
      await recount();
      if (outcome.stopped === 'conflict')
        setState({ conflict: { change: outcome.change, conflict: outcome.conflict } });
      // The queue stays; after signing in again it is sent (the shell syncs when it opens).
      if (outcome.stopped === 'signed-out') sessionEnded();
      if (outcome.stopped === 'done' && state.waiting === 0) void invalidateAfter.queueEmptied(queryClient);
    } finally {
      draining = null;
    }
  })();
  return draining;
}

/** The person chose: "mine" sends their change again over the server's version, "theirs" drops it. */
export async function settleConflict(choice: 'mine' | 'theirs') {
  const current = state.conflict;
  if (!current) return;
  if (choice === 'mine') await replaceChange({ ...current.change, payload: current.conflict.rebased });
  else {
    await removeChange(current.change.seq);
    const contactId = kinds[current.change.kind]?.contactId(current.change.payload) ?? '';
    await invalidateAfter.queuedChangeSent(queryClient, contactId);
  }
  setState({ conflict: null });
  await recount();
  await syncNow();
}

const isNetworkFailure = (error: unknown) => errorStatus(error) === NETWORK_FAILURE_STATUS;
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends the change now, or keeps it on the device when there is no connection or earlier changes still wait
 * (so they go first). Resolves with the server's answer, or `queued` when it was kept.
 */
export async function saveOrQueue<K extends ChangeKindName>(
  name: K,
  payload: PayloadOf<K>,
): Promise<{ queued: true } | { queued: false; result: unknown }> {
  const kind = kinds[name] as ChangeKind;
  if (offline() || state.waiting > 0) return queue(name, payload);
  try {
    return { queued: false, result: await kind.send(payload) };
  } catch (error) {
    if (isNetworkFailure(error)) return queue(name, payload);
    throw error;
  }
}

async function queue(name: string, payload: unknown): Promise<{ queued: true }> {
  const ownerId = signedInUserId();
  // Only a signed-in person edits; without one there is nobody who could send it later.
  if (!ownerId) throw new Error('Sign in again to save this change.');
  await addChange(name, payload, ownerId);
  await recount();
  if (!offline()) void syncNow();
  return { queued: true };
}

/** The signed-in person's changes that wait on the device, oldest first. */
export async function waitingChanges(): Promise<QueuedChange[]> {
  const ownerId = signedInUserId();
  return ownerId ? listChangesOf(ownerId) : [];
}

/**
 * Before signing out: how many of this person's changes still have not reached the server, after one more
 * attempt to send them when there is a connection (none is made while a conflict waits for the person).
 */
export async function unsentAfterOneMoreTry(): Promise<number> {
  if (!offline()) await syncNow().catch(() => undefined);
  await recount();
  return state.waiting;
}

/** Signing out: nothing of this person's work stays on a device someone else may use next. */
export async function forgetQueue() {
  await clearChanges().catch(() => undefined);
  setState({ waiting: 0, conflict: null });
}

let listening = false;
/**
 * Called when a signed-in page opens (at start, after a reload, after signing in again): counts what waits
 * from an earlier visit and sends it; from then on, sends whenever the connection returns.
 */
export function startSync() {
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void syncNow());
  }
  void recount().then(() => syncNow());
}

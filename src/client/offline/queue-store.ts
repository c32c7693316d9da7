/**
 * The on-device queue of changes made without a connection, kept in IndexedDB (idb-keyval) so a reload or a
 * closed tab does not lose them. Entries are sent in the order they were made: keys sort by `seq`. Each names
 * the user who made it: only they may send it (decision 0204, docs/decisions/0204-whose-changes-a-device-keeps.md).
 */
import { clear, createStore, del, entries, set } from 'idb-keyval';

export interface QueuedChange<Payload = unknown> {
  /** Increasing: the order the changes were made in. */
  seq: number;
  /** Which registered kind sends it (offline/change-kinds.ts). */
  kind: string;
  payload: Payload;
  /** When it was made on the device (ISO). */
  madeAt: string;
  /** The user who made it; absent on changes kept by versions before owners were recorded. */
  ownerId?: string;
}

let store: ReturnType<typeof createStore> | null = null;
const db = () => {
  store ??= createStore('groundwork-offline', 'changes');
  return store;
};

/** Oldest first. */
export async function listChanges(): Promise<QueuedChange[]> {
  const all = await entries<number, QueuedChange>(db());
  return all.map(([, change]) => change).sort((a, b) => a.seq - b.seq);
}

/** One user's changes, oldest first. */
export const listChangesOf = async (ownerId: string) =>
  (await listChanges()).filter((change) => change.ownerId === ownerId);

/** The next sequence number: after every change already queued, and after any made earlier this second. */
export async function addChange(kind: string, payload: unknown, ownerId: string): Promise<QueuedChange> {
  const existing = await listChanges();
  const last = existing.at(-1)?.seq ?? 0;
  const change: QueuedChange = {
    seq: Math.max(last + 1, Date.now()),
    kind,
    payload,
    madeAt: new Date().toISOString(),
    ownerId,
  };
  await set(change.seq, change, db());
  return change;
}

export const replaceChange = (change: QueuedChange) => set(change.seq, change, db());
export const removeChange = (seq: number) => del(seq, db());
export const clearChanges = () => clear(db());

/**
 * Someone signed in: everyone else's changes are deleted. Those kept without an owner are theirs only when
 * `ownsUnowned` (they are proven to be who made them): then they are marked as theirs, else deleted.
 */
export async function keepOnlyChangesOf(ownerId: string, ownsUnowned: boolean) {
  for (const change of await listChanges()) {
    if (change.ownerId === ownerId) continue;
    if (change.ownerId === undefined && ownsUnowned) await replaceChange({ ...change, ownerId });
    else await removeChange(change.seq);
  }
}

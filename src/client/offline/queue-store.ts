/**
 * The on-device queue of changes made without a connection, kept in IndexedDB (idb-keyval) so a reload or a
 * closed tab does not lose them. Entries are sent in the order they were made: keys sort by `seq`.
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

/** The next sequence number: after every change already queued, and after any made earlier this second. */
export async function addChange(kind: string, payload: unknown): Promise<QueuedChange> {
  const existing = await listChanges();
  const last = existing.at(-1)?.seq ?? 0;
  const change: QueuedChange = {
    seq: Math.max(last + 1, Date.now()),
    kind,
    payload,
    madeAt: new Date().toISOString(),
  };
  await set(change.seq, change, db());
  return change;
}

export const replaceChange = (change: QueuedChange) => set(change.seq, change, db());
export const removeChange = (seq: number) => del(seq, db());
export const clearChanges = () => clear(db());

/** What the queue needs to know about one kind of change; each kind is registered in offline/change-kinds.ts. */

/** One field both sides changed: what this device saved and what the server now holds, as a person reads them. */
export interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
}

/**
 * A change the server refused as stale (409): shown to the person, who keeps theirs or keeps mine. With no
 * fields, nobody else changed what it changes: it is sent again as `rebased`, without asking.
 */
export interface Conflict {
  /** What the change was about, e.g. the contact's name. */
  subject: string;
  fields: ConflictField[];
  /** The same change made again against the server's current version ("keep mine"). */
  rebased: unknown;
}

export interface ChangeKind<Payload = unknown, Result = unknown> {
  /** Sends it; rejects with an ApiError as every API call does. */
  send(payload: Payload): Promise<Result>;
  /** The contact whose cached views are reloaded once it has been sent. */
  contactId(payload: Payload): string;
  /**
   * For a 409: loads the server's current values and says how they differ; null when nothing differs (the 409
   * was not about someone else's change, so the change is refused with the server's message). Kinds that
   * cannot conflict omit it.
   */
  conflict?(payload: Payload): Promise<Conflict | null>;
  /**
   * After this change was sent, a later queued change of the same kind may have been made on top of it (two
   * offline edits of one contact): this returns its payload updated to the server's answer, or null if unrelated.
   */
  carryForward?(sent: Payload, result: Result, later: Payload): Payload | null;
}

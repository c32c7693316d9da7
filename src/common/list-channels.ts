/**
 * Which attempts a list counts (issue 35): a walk list its doors, a call list its calls. A voter reached another
 * way (a call list's voter talked to at the door, a text) is marked on the list, never counted as its progress.
 */
import type { AttemptChannel, ListKind } from './constants.js';

export const LIST_CHANNEL: Record<ListKind, AttemptChannel> = { walk: 'door', call: 'phone' };

/** The kind of list an attempt of this channel counts on; none for a text or an email. */
export function listKindCounting(channel: AttemptChannel): ListKind | null {
  if (channel === 'door') return 'walk';
  if (channel === 'phone') return 'call';
  return null;
}

export const countsOnList = (kind: ListKind, channel: AttemptChannel) => LIST_CHANNEL[kind] === channel;

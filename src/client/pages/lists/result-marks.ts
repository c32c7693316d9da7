/**
 * What a sheet says of a member's results (issue 35): the result this list counted, plainly, with who and when
 * ("Nobody home · Maria Tester, 4:12 PM"), and a result it did not count: from before ("Last time: Nobody home ·
 * Nov 20, 2026") or by another channel ("Talked at the door on 11/03"), which leaves the voter to be reached.
 */
import type { AttemptChannel } from '../../../common/constants.js';
import { attemptResultLabel, otherChannelMark } from '../../../common/contact-display.js';
import { when } from '../../../common/format.js';
import type { ListMember } from '../../../common/schemas/lists.js';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The result recorded on this list, by whom and when: the time alone on the day it was recorded. */
export function recordedMark(member: ListMember, channel: AttemptChannel, now = new Date()): string | null {
  if (!member.lastResult) return null;
  const at = member.lastAttemptAt;
  const time = at ? when(at, sameDay(new Date(at), now) ? 'shortTime' : 'dateTime') : '';
  const who = [member.lastAttemptBy, time].filter(Boolean).join(', ');
  return `${attemptResultLabel(member.lastResult, channel)}${who ? ` · ${who}` : ''}`;
}

/** The voter's latest result this list did not count, or null. */
export function earlierMark(member: ListMember, channel: AttemptChannel): string | null {
  if (!member.earlierResult) return null;
  const by = member.earlierChannel ?? channel;
  if (by !== channel) return otherChannelMark(member.earlierResult, by, member.earlierAttemptAt);
  // Only before any result here: a later one of the list's own channel is the list's result.
  if (member.lastResult) return null;
  const day = when(member.earlierAttemptAt, 'date');
  return `Last time: ${attemptResultLabel(member.earlierResult, channel)}${day ? ` · ${day}` : ''}`;
}

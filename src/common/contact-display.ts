/** How a contact's coded values are shown (PRODUCT.md, Contacts): parties, voter status, statuses, history. */

import {
  ATTEMPT_RESULT_LABELS,
  type AttemptChannel,
  type AttemptResult,
  SUPPORTER_STATUSES,
  type SupporterStatus,
  VOLUNTEER_LIKELINESS,
  type VolunteerLikeliness,
} from './constants.js';
import { when } from './format.js';

/** The parties that have a badge colour; LPF (Florida's Libertarian code) shares LIB's. */
export const PARTY_TONES = ['DEM', 'REP', 'NPA', 'IND', 'GRE', 'LIB'] as const;
export type PartyTone = (typeof PARTY_TONES)[number];

/** The badge colour of a party code, or null for a party without one (a neutral badge). */
export function partyTone(party: string | null | undefined): PartyTone | null {
  const code = party?.trim().toUpperCase() ?? '';
  if (code === 'LPF') return 'LIB';
  return (PARTY_TONES as readonly string[]).includes(code) ? (code as PartyTone) : null;
}

/** ACT → Active; INACT and INA (the Florida file's code) → Inactive; other values raw; missing → Unknown. */
export function voterStatusLabel(status: string | null | undefined): string {
  const value = status?.trim() ?? '';
  if (!value) return 'Unknown';
  const code = value.toUpperCase();
  if (code === 'ACT') return 'Active';
  if (code === 'INACT' || code === 'INA') return 'Inactive';
  return value;
}

/** A stored supporter status, with anything unrecognised treated as unknown. */
export function supporterStatusOf(value: string | null | undefined): SupporterStatus {
  return (SUPPORTER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as SupporterStatus)
    : 'unknown';
}

/** A stored volunteer likeliness, with anything unrecognised treated as unknown. */
export function volunteerLikelinessOf(value: string | null | undefined): VolunteerLikeliness {
  return (VOLUNTEER_LIKELINESS as readonly string[]).includes(value ?? '')
    ? (value as VolunteerLikeliness)
    : 'unknown';
}

export const SUPPORTER_LABELS: Record<SupporterStatus, string> = {
  'confirmed-supporter': 'Confirmed Supporter',
  'likely-supporter': 'Likely Supporter',
  opposition: 'Opposition',
  unknown: 'Unknown',
};

export const VOLUNTEER_LABELS: Record<VolunteerLikeliness, string> = {
  'confirmed-volunteer': 'Confirmed Volunteer',
  'likely-to-volunteer': 'Likely to Volunteer',
  'will-not-volunteer': 'Will Not Volunteer',
  unknown: 'Unknown',
};

export const supporterLabel = (value: string | null | undefined) =>
  SUPPORTER_LABELS[supporterStatusOf(value)];
export const volunteerLabel = (value: string | null | undefined) =>
  VOLUNTEER_LABELS[volunteerLikelinessOf(value)];

/**
 * A result as the way the voter was reached words it: "Not home" is "Nobody home" at the door, "No answer" on the
 * phone and "No reply" to a text or an email; a message left at the door is literature.
 */
export function attemptResultLabel(result: AttemptResult, channel: AttemptChannel): string {
  if (result === 'not-home' && channel === 'door') return 'Nobody home';
  if (result === 'left-message' && channel === 'door') return 'Left literature';
  if (result === 'not-home' && channel === 'phone') return 'No answer';
  if (result === 'not-home' && (channel === 'text' || channel === 'email')) return 'No reply';
  return ATTEMPT_RESULT_LABELS[result];
}

const CHANNEL_PHRASES: Record<AttemptChannel, string> = {
  door: 'at the door',
  phone: 'by phone',
  text: 'by text',
  email: 'by email',
};

/**
 * A result of another channel than a list's, as the list marks it without counting it: "Talked at the door on
 * 11/03" on a call list, "No answer by phone on 11/03" on a walk list.
 */
export function otherChannelMark(result: AttemptResult, channel: AttemptChannel, at: string | null): string {
  const day = when(at, 'monthDay');
  return `${attemptResultLabel(result, channel)} ${CHANNEL_PHRASES[channel]}${day ? ` on ${day}` : ''}`;
}

/** "City, ST 32301" from whatever parts are known; "" when none is. */
export function cityLine(contact: {
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}): string {
  const place = [contact.city, contact.state]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(', ');
  return [place, contact.zipCode?.trim()].filter(Boolean).join(' ');
}

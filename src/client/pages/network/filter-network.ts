import type { NetworkEntry } from '../../../common/schemas/networks.js';

/** The search box matches full name, first name, last name, city or party, ignoring case. */
export function filterNetwork(entries: NetworkEntry[], term: string): NetworkEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter(({ contact: c }) =>
    [c.fullName, c.firstName, c.lastName, c.city, c.party].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  );
}

/** The three counters at the top of the page. */
export function networkCounts(entries: NetworkEntry[]) {
  return {
    total: entries.length,
    supporters: entries.filter((e) => e.contact.supporterStatus === 'confirmed-supporter').length,
    volunteers: entries.filter((e) => e.contact.volunteerLikeliness === 'confirmed-volunteer').length,
  };
}

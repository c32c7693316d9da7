/** What each field entry says of the profile and the filters agrees with the profile and the filter registry. */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  FILTERABLE_FIELD_KEYS,
  PROFILE_SECTION_TITLES,
  PROFILE_SECTIONS,
  profileSectionOf,
} from './contact-fields.js';
import { CONTACT_FILTERS, type FilterDefinition } from './contact-filters.js';

const fields = Object.entries(CONTACT_FIELDS) as [keyof typeof CONTACT_FIELDS, ContactFieldDefinition][];

describe('the contact field registry', () => {
  it('marks filterable exactly the fields a search filter reads', () => {
    const read = (Object.values(CONTACT_FILTERS) as FilterDefinition[]).flatMap((f) =>
      f.field ? [f.field] : [],
    );
    expect([...new Set(read)].sort()).toEqual([...FILTERABLE_FIELD_KEYS].sort());
  });

  it('places each profile field at its own place in its section, and the sections keep their titles', () => {
    for (const name of Object.keys(PROFILE_SECTION_TITLES) as (keyof typeof PROFILE_SECTION_TITLES)[]) {
      const orders = fields.flatMap(([, f]) => (f.profile?.section === name ? [f.profile.order] : []));
      expect(new Set(orders).size).toBe(orders.length);
      expect(PROFILE_SECTIONS[name].title).toBe(PROFILE_SECTION_TITLES[name]);
      expect(PROFILE_SECTIONS[name].fields).toHaveLength(orders.length);
    }
    for (const [key, f] of fields) expect(profileSectionOf(key)).toBe(f.profile?.section);
  });
});

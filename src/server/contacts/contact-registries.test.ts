/** The field and filter registries agree with the database schema and the voter-file layout. */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  PROFILE_SECTIONS,
} from '../../common/contact-fields.js';
import { CONTACT_FILTERS, type FilterDefinition } from '../../common/contact-filters.js';
import { contacts } from '../db/schema/index.js';
import { FLORIDA_COLUMNS } from '../imports/file-formats/florida-layout.js';
import { COLUMN_ALIASES } from '../imports/voter-rows/column-mapping.js';

const fields = Object.entries(CONTACT_FIELDS) as [string, ContactFieldDefinition][];
const tableColumns = Object.entries(getTableColumns(contacts)).map(([key, column]) => [key, column.name]);
/** Columns of contacts that are not fields people see: who wrote the row, and the folded search keys. */
const NOT_FIELDS = [
  'createdBy',
  'lastUpdatedBy',
  'lastNameKey',
  'firstNameKey',
  'middleNameKey',
  'streetAddressKey',
  'streetNameKey',
];

describe('the contact field registry', () => {
  it('names every column of the contacts table, each under the schema key and column it has there', () => {
    const inTable = tableColumns.filter(([key]) => !NOT_FIELDS.includes(key as string));
    expect(Object.fromEntries(fields.map(([key, f]) => [key, f.column]))).toEqual(
      Object.fromEntries(inTable),
    );
  });

  it('fills each imported field from a column of the Florida layout, found under its aliases', () => {
    for (const [, field] of fields) {
      if (!field.import) continue;
      expect(FLORIDA_COLUMNS).toContain(field.import.column);
      expect(COLUMN_ALIASES.get(field.import.column as (typeof FLORIDA_COLUMNS)[number])).toBe(
        field.import.aliases,
      );
    }
  });

  it('shows each profile field once, in one section', () => {
    const shown = Object.values(PROFILE_SECTIONS).flatMap((s) => [...s.fields]);
    expect(new Set(shown).size).toBe(shown.length);
    for (const key of shown) expect(CONTACT_FIELDS).toHaveProperty(key);
  });

  it('gives every exported field its own column header', () => {
    const headers = fields.filter(([, f]) => !f.notExported).map(([, f]) => f.exportHeader ?? f.label);
    expect(new Set(headers).size).toBe(headers.length);
  });
});

describe('the filter registry', () => {
  it('filters on contact fields, with search parameters and export fields that do not collide', () => {
    const filters = Object.values(CONTACT_FILTERS) as FilterDefinition[];
    const params = filters.flatMap((f) => Object.keys(f.search?.params ?? {}));
    const exportFields = filters.flatMap((f) => (f.export ? [f.export.field] : []));
    expect(new Set(params).size).toBe(params.length);
    expect(new Set(exportFields).size).toBe(exportFields.length);
    for (const f of filters)
      if (f.field) expect(CONTACT_FIELDS).toHaveProperty(f.field);
      else expect(['votedInAll', 'minRecentGenerals', 'latestAnswer', 'ballotStatus']).toContain(f.kind); // they read their own tables
  });
});

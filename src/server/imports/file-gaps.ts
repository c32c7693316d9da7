/**
 * A file made from the voter file often keeps only some of its columns (a spreadsheet of names and parties).
 * A column the file does not have says nothing about the voter, so a stored voter keeps that field; a column
 * that is there but blank does clear it (the county says it is empty now). A new voter has only what the file
 * gives.
 */
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  PUBLIC_FIELD_KEYS,
} from '../../common/contact-fields.js';
import type { ColumnMapping } from './column-mapping.js';
import type { FloridaColumn } from './florida-layout.js';

type PublicFieldKey = (typeof PUBLIC_FIELD_KEYS)[number];

export interface FileGaps {
  /** The public fields the file has no column for. */
  fields: readonly PublicFieldKey[];
  /** The file has no phone column: the stored public phone stays. */
  phone: boolean;
  /** The file has no email column: the stored public email stays. */
  email: boolean;
}

/** The columns each public field is read from (system id and full name are made from the voter id and names). */
const SOURCES = new Map<PublicFieldKey, readonly FloridaColumn[]>([
  ['streetAddress', ['Residence Address Line 1', 'Residence Address Line 2']],
]);
const fieldOf = (key: PublicFieldKey): ContactFieldDefinition => CONTACT_FIELDS[key];
for (const key of PUBLIC_FIELD_KEYS) {
  const field = fieldOf(key);
  if (field.import) SOURCES.set(key, [field.import.column as FloridaColumn]);
}

function gapsOfColumns(present: Set<FloridaColumn>, exempt: boolean): FileGaps | undefined {
  const missing = (columns: readonly FloridaColumn[]) => columns.every((column) => !present.has(column));
  // An exempt voter's address, phone and email are withheld whatever the columns: cleared, not kept.
  const fields = [...SOURCES]
    .filter(([key, columns]) => missing(columns) && !(exempt && fieldOf(key).address))
    .map(([key]) => key);
  const phone = !exempt && missing(['Daytime Area Code', 'Daytime Phone Number']);
  const email = !exempt && missing(['Email Address']);
  return fields.length > 0 || phone || email ? { fields, phone, email } : undefined;
}

const known = new WeakMap<ColumnMapping, { usual?: FileGaps; exempt?: FileGaps }>();

/** What the file's columns leave out, for a row that is or is not exempt; undefined when nothing is. */
export function gapsOf(mapping: ColumnMapping, exempt: boolean): FileGaps | undefined {
  let gaps = known.get(mapping);
  if (!gaps) {
    const present = new Set(mapping.columns.filter((column) => column !== null));
    gaps = { usual: gapsOfColumns(present, false), exempt: gapsOfColumns(present, true) };
    known.set(mapping, gaps);
  }
  return exempt ? gaps.exempt : gaps.usual;
}

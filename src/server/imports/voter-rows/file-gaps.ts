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
} from '../../../common/contact-fields.js';
import type { FloridaColumn } from '../file-formats/florida-layout.js';
import type { ColumnMapping } from './column-mapping.js';
import { PUBLIC_FIELD_SOURCES } from './field-sources.js';

type PublicFieldKey = (typeof PUBLIC_FIELD_KEYS)[number];

export interface FileGaps {
  /** The public fields the file has no column for. */
  fields: readonly PublicFieldKey[];
  /** The file has no phone column: the stored public phone stays. */
  phone: boolean;
  /** The file has no email column: the stored public email stays. */
  email: boolean;
}

const fieldOf = (key: PublicFieldKey): ContactFieldDefinition => CONTACT_FIELDS[key];
/** The public fields filled from the file (system id and full name are made from the voter id and names). */
const SOURCES = PUBLIC_FIELD_KEYS.flatMap((key) => {
  const columns = PUBLIC_FIELD_SOURCES.get(key);
  return columns ? [[key, columns] as const] : [];
});

function gapsOfColumns(present: Set<FloridaColumn>, exempt: boolean): FileGaps | undefined {
  const missing = (columns: readonly FloridaColumn[]) => columns.every((column) => !present.has(column));
  // An exempt voter's address, phone and email are withheld whatever the columns: cleared, not kept.
  const fields = SOURCES.filter(
    ([key, columns]) => missing(columns) && !(exempt && fieldOf(key).address),
  ).map(([key]) => key);
  const phone = !exempt && missing(['Daytime Area Code', 'Daytime Phone Number']);
  const email = !exempt && missing(['Email Address']);
  return fields.length > 0 || phone || email ? { fields, phone, email } : undefined;
}

interface MappingGaps {
  usual?: FileGaps;
  exempt?: FileGaps;
  namesInFile: boolean;
}

const known = new WeakMap<ColumnMapping, MappingGaps>();

function mappingGaps(mapping: ColumnMapping): MappingGaps {
  let gaps = known.get(mapping);
  if (!gaps) {
    const present = new Set(mapping.columns.filter((column) => column !== null));
    const usual = gapsOfColumns(present, false);
    const namesInFile = !usual?.fields.includes('firstName') || !usual.fields.includes('lastName');
    gaps = { usual, exempt: gapsOfColumns(present, true), namesInFile };
    known.set(mapping, gaps);
  }
  return gaps;
}

/** What the file's columns leave out, for a row that is or is not exempt; undefined when nothing is. */
export const gapsOf = (mapping: ColumnMapping, exempt: boolean): FileGaps | undefined =>
  exempt ? mappingGaps(mapping).exempt : mappingGaps(mapping).usual;

/** The file has a first-name or a last-name column (a list of party changes may have neither). */
export const fileHasNames = (mapping: ColumnMapping): boolean => mappingGaps(mapping).namesInFile;

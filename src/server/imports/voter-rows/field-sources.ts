/**
 * Which column of the voter file fills each contact field, and how its text is read. The fields filled from
 * one column each come from the contact field registry; the street address is made of the two address lines.
 */
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  type ImportParse,
} from '../../../common/contact-fields.js';
import type { FloridaColumn } from '../file-formats/florida-layout.js';
import { titleCaseName } from './title-case.js';
import { normalizeZip, parseVoterDate, trimmedText } from './voter-values.js';

const PARSE: Record<ImportParse, (value: string | undefined) => string | null> = {
  text: trimmedText,
  name: (value) => {
    const trimmed = trimmedText(value);
    return trimmed && titleCaseName(trimmed);
  },
  upper: (value) => trimmedText(value)?.toUpperCase() ?? null,
  date: parseVoterDate,
  zip: normalizeZip,
};

/** The registry's fields filled from one column each, with how to read them. */
export const SINGLE_COLUMN_FIELDS = (
  Object.entries(CONTACT_FIELDS) as [string, ContactFieldDefinition][]
).flatMap(([key, field]) =>
  field.import
    ? [
        {
          key,
          column: field.import.column as FloridaColumn,
          parse: PARSE[field.import.parse],
          address: field.address,
        },
      ]
    : [],
);

/** The columns each public field is read from: its own column, or the two address lines for the street. */
export const PUBLIC_FIELD_SOURCES: ReadonlyMap<string, readonly FloridaColumn[]> = new Map<
  string,
  readonly FloridaColumn[]
>([
  ...SINGLE_COLUMN_FIELDS.map(({ key, column }): [string, FloridaColumn[]] => [key, [column]]),
  ['streetAddress', ['Residence Address Line 1', 'Residence Address Line 2']],
]);

/**
 * The one query behind an export: the preview counts it, the job reads it page by page. Both take the
 * same filter set, so the preview's number is the number of rows in the file.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  EXPORTED_FIELD_KEYS,
  exportHeaderOf,
} from '../../common/contact-fields.js';
import { readExportFilters } from '../../common/contact-filters.js';
import type { ExportFilters } from '../../common/schemas/exports.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { filterConditions } from '../search/filter-conditions.js';

/** Start of a calendar day in the campaign's time zone, as a timestamp. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** The export type and date range (what to export), then the contact filters of the filter registry. */
export function exportConditions(f: ExportFilters, timeZone: string): SQL {
  if (f.exportType === 'attempts') return attemptConditions(f, timeZone);
  const where: SQL[] = [sql`true`];
  if (f.exportType === 'active-voters') where.push(sql`c.is_active AND c.voter_status = 'ACT'`);
  if (f.exportType === 'supporters') where.push(sql`c.supporter_status = 'confirmed-supporter'`);
  if (f.exportType === 'volunteers')
    where.push(sql`c.volunteer_likeliness in ('confirmed-volunteer', 'likely-to-volunteer')`);

  if (f.dateRange.type !== 'all') {
    const column = sql.raw(f.dateRange.type === 'created' ? 'c.created_at' : 'c.updated_at');
    if (f.dateRange.startDate) where.push(sql`${column} >= ${dayStart(f.dateRange.startDate, timeZone)}`);
    // The To date is included: everything before the start of the next day.
    if (f.dateRange.endDate)
      where.push(sql`${column} < ${dayStart(f.dateRange.endDate, timeZone)} + interval '1 day'`);
  }
  if (!f.includeDoNotContact) where.push(sql`NOT c.do_not_contact`);
  if (!f.includeInactive) where.push(sql`c.is_active`);
  where.push(...filterConditions(readExportFilters(f)));
  return sql.join(where, sql` AND `);
}

export async function countExport(db: Executor, filters: ExportFilters, timeZone: string) {
  const where = exportConditions(filters, timeZone);
  const row = await firstRow<{ count: number }>(
    db,
    filters.exportType === 'attempts'
      ? sql`select count(*)::int as count from contact_attempts a join contacts c on c.id = a.contact_id where ${where}`
      : sql`select count(*)::int as count from contacts c where ${where}`,
  );
  return row?.count ?? 0;
}

/**
 * The attempts export (issue 19): one row per contact attempt, newest first. The date
 * range is the attempt's time; the contact filters apply to the voter attempted.
 */
function attemptConditions(f: ExportFilters, timeZone: string): SQL {
  const where: SQL[] = [sql`true`];
  if (f.dateRange.type !== 'all') {
    if (f.dateRange.startDate) where.push(sql`a.created_at >= ${dayStart(f.dateRange.startDate, timeZone)}`);
    if (f.dateRange.endDate)
      where.push(sql`a.created_at < ${dayStart(f.dateRange.endDate, timeZone)} + interval '1 day'`);
  }
  where.push(...filterConditions(readExportFilters(f)));
  return sql.join(where, sql` AND `);
}

/** A stored 10-digit phone as (###) ###-####, as common/format.ts displayPhone shows it in the app. */
const DISPLAY_PHONE = sql.raw(`CASE WHEN p.phone_number ~ '^[0-9]{10}$'
  THEN '(' || substr(p.phone_number, 1, 3) || ') ' || substr(p.phone_number, 4, 3) || '-' || substr(p.phone_number, 7, 4)
  ELSE p.phone_number END`);

/** Timestamps in the file: ISO 8601 in UTC, which spreadsheets and scripts read without guessing. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The text the database gives for a field, as the file shows it. */
function fieldText(field: ContactFieldDefinition) {
  const column = `c.${field.column}`;
  if (field.type === 'timestamp') return isoTime(column);
  if (field.type === 'boolean') return `CASE WHEN ${column} THEN 'yes' ELSE 'no' END`;
  return `${column}::text`;
}

/** The file's columns, in order: the exported contact fields, then the phones and emails. */
const COLUMNS: { header: string; value: SQL; formulaSensitive: boolean }[] = [
  ...EXPORTED_FIELD_KEYS.map((key) => {
    const field: ContactFieldDefinition = CONTACT_FIELDS[key];
    return {
      header: exportHeaderOf(field),
      value: sql.raw(fieldText(field)),
      formulaSensitive: field.formulaSensitive,
    };
  }),
  { header: 'Primary Phone', value: sql.raw('phones.primary_phone'), formulaSensitive: true },
  { header: 'Primary Email', value: sql.raw('emails.primary_email'), formulaSensitive: true },
  { header: 'All Phones', value: sql.raw('phones.all_phones'), formulaSensitive: true },
  { header: 'All Emails', value: sql.raw('emails.all_emails'), formulaSensitive: true },
];

export const EXPORT_COLUMNS = COLUMNS.map((c) => c.header);

/**
 * A free-text value made safe to open in a spreadsheet, as csvCell does it: one starting with =, +, -, @,
 * tab or carriage return gets a leading apostrophe. Empty text becomes NULL, which COPY writes as nothing.
 */
const formulaSafe = (value: SQL) =>
  sql`CASE WHEN ascii(${value}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${value} ELSE nullif(${value}, '') END`;

/**
 * Every matching contact in the table's own order: one pass over contacts, joined to phones and emails
 * aggregated per contact (hash joins, no lookup per contact). `select` is the select list over the
 * contact `c` and the aggregates `phones` and `emails`.
 */
function contactsWithChannels(select: SQL, where: SQL): SQL {
  return sql`
    WITH phones AS (
      SELECT p.contact_id,
             (array_agg(${DISPLAY_PHONE} ORDER BY p.is_primary DESC, p.created_at, p.id))[1] AS primary_phone,
             string_agg(${DISPLAY_PHONE} || ' (' || p.phone_type || ', ' ||
                        CASE WHEN p.is_baseline_data THEN 'public' ELSE 'volunteer' END || ')',
                        '; ' ORDER BY p.is_primary DESC, p.created_at, p.id) AS all_phones
      FROM contact_phones p GROUP BY p.contact_id
    ),
    emails AS (
      SELECT e.contact_id,
             (array_agg(e.email ORDER BY e.is_primary DESC, e.created_at, e.id))[1] AS primary_email,
             string_agg(e.email || ' (' || e.email_type || ', ' ||
                        CASE WHEN e.is_baseline_data THEN 'public' ELSE 'volunteer' END || ')',
                        '; ' ORDER BY e.is_primary DESC, e.created_at, e.id) AS all_emails
      FROM contact_emails e GROUP BY e.contact_id
    )
    SELECT ${select}
    FROM contacts c
    LEFT JOIN phones ON phones.contact_id = c.id
    LEFT JOIN emails ON emails.contact_id = c.id
    WHERE ${where}`;
}

/** The rows as CSV columns for the database's COPY (Database.copyCsv). */
export function exportCsvQuery(where: SQL, attempts = false): SQL {
  const list = attempts ? ATTEMPT_COLUMN_LIST : COLUMNS;
  const columns = list.map((c) => (c.formulaSensitive ? formulaSafe(c.value) : c.value));
  return attempts
    ? attemptsQuery(sql.join(columns, sql`, `), where)
    : contactsWithChannels(sql.join(columns, sql`, `), where);
}

/** The rows with their values as one JSON array each (`values`), for the .xlsx writer (Database.streamRows). */
export function exportValuesQuery(where: SQL, attempts = false): SQL {
  const values = (attempts ? ATTEMPT_COLUMN_LIST : COLUMNS).map((c) => c.value);
  const select = sql`json_build_array(${sql.join(values, sql`, `)}) AS values`;
  return attempts ? attemptsQuery(select, where) : contactsWithChannels(select, where);
}

const ATTEMPT_COLUMN_LIST: { header: string; value: SQL; formulaSensitive: boolean }[] = [
  { header: 'Recorded At', value: sql.raw(isoTime('a.created_at')), formulaSensitive: false },
  { header: 'Device Time', value: sql.raw(isoTime('a.device_at')), formulaSensitive: false },
  { header: 'Channel', value: sql.raw('a.channel::text'), formulaSensitive: false },
  { header: 'Result', value: sql.raw('a.result::text'), formulaSensitive: false },
  { header: 'Supporter Status', value: sql.raw('a.supporter_status::text'), formulaSensitive: false },
  { header: 'Volunteer Likeliness', value: sql.raw('a.volunteer_likeliness::text'), formulaSensitive: false },
  { header: 'Note', value: sql.raw('a.note'), formulaSensitive: true },
  {
    header: 'Recorded By',
    value: sql.raw(
      "CASE WHEN u.id IS NULL THEN 'Deleted user' WHEN coalesce(btrim(u.first_name), '') <> '' THEN btrim(concat_ws(' ', btrim(u.first_name), btrim(u.last_name))) ELSE u.email END",
    ),
    formulaSensitive: true,
  },
  { header: 'List', value: sql.raw('l.name'), formulaSensitive: true },
  { header: 'Phone Called', value: DISPLAY_PHONE, formulaSensitive: true },
  { header: 'System ID', value: sql.raw('c.system_id'), formulaSensitive: true },
  { header: 'Full Name', value: sql.raw('c.full_name'), formulaSensitive: true },
  { header: 'Street Address', value: sql.raw('c.street_address'), formulaSensitive: true },
  { header: 'City', value: sql.raw('c.city'), formulaSensitive: true },
  { header: 'ZIP Code', value: sql.raw('c.zip_code'), formulaSensitive: true },
];

export const ATTEMPT_EXPORT_COLUMNS = ATTEMPT_COLUMN_LIST.map((c) => c.header);

function attemptsQuery(select: SQL, where: SQL): SQL {
  return sql`
    SELECT ${select}
    FROM contact_attempts a
    JOIN contacts c ON c.id = a.contact_id
    LEFT JOIN users u ON u.id = a.user_id
    LEFT JOIN contact_lists l ON l.id = a.list_id
    LEFT JOIN contact_phones p ON p.id = a.phone_id
    WHERE ${where}`;
}

/** The columns of an export of this type. */
export const exportColumnsOf = (f: ExportFilters) =>
  f.exportType === 'attempts' ? ATTEMPT_EXPORT_COLUMNS : EXPORT_COLUMNS;

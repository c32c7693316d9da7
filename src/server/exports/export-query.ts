/**
 * The one query behind an export: the preview counts it, the job reads it page by page. Both take the
 * same filter set, so the preview's number is the number of rows in the file.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ExportFilters } from '../../shared/schemas/exports.js';
import type { Executor } from '../db/client.js';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/** Start of a calendar day in the campaign's time zone, as a timestamp. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

export function exportConditions(f: ExportFilters, timeZone: string): SQL {
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
  if (f.ageRange.min !== undefined)
    where.push(sql`c.date_of_birth <= (current_date - make_interval(years => ${f.ageRange.min}))::date`);
  if (f.ageRange.max !== undefined)
    where.push(sql`c.date_of_birth > (current_date - make_interval(years => ${f.ageRange.max + 1}))::date`);
  if (f.zipCodes.length) where.push(sql`left(c.zip_code, 5) = any(${textArray(f.zipCodes)}::text[])`);
  if (f.party.length) where.push(sql`c.party = any(${textArray(f.party)}::text[])`);
  if (f.supporterStatus.length)
    where.push(sql`c.supporter_status::text = any(${textArray(f.supporterStatus)}::text[])`);
  if (f.volunteerStatus.length)
    where.push(sql`c.volunteer_likeliness::text = any(${textArray(f.volunteerStatus)}::text[])`);
  return sql.join(where, sql` AND `);
}

export async function countExport(db: Executor, filters: ExportFilters, timeZone: string) {
  const [row] = rows<{ count: number }>(
    await db.execute(
      sql`select count(*)::int as count from contacts c where ${exportConditions(filters, timeZone)}`,
    ),
  );
  return row?.count ?? 0;
}

/** A stored 10-digit phone as (###) ###-####, as shared/format.ts displayPhone shows it in the app. */
const DISPLAY_PHONE = sql.raw(`CASE WHEN p.phone_number ~ '^[0-9]{10}$'
  THEN '(' || substr(p.phone_number, 1, 3) || ') ' || substr(p.phone_number, 4, 3) || '-' || substr(p.phone_number, 7, 4)
  ELSE p.phone_number END`);

/** Timestamps in the file: ISO 8601 in UTC, which spreadsheets and scripts read without guessing. */
const isoTime = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const text = (column: string) => sql.raw(`${column}::text`);

/** The file's columns, in order, each with the text the database gives for it. */
const COLUMNS: [string, SQL][] = [
  ['System ID', text('c.system_id')],
  ['Voter ID', text('c.voter_id')],
  ['Full Name', text('c.full_name')],
  ['First Name', text('c.first_name')],
  ['Middle Name', text('c.middle_name')],
  ['Last Name', text('c.last_name')],
  ['Suffix', text('c.suffix')],
  ['Date of Birth', text('c.date_of_birth')],
  ['Street Address', text('c.street_address')],
  ['City', text('c.city')],
  ['State', text('c.state')],
  ['ZIP Code', text('c.zip_code')],
  ['Party', text('c.party')],
  ['Voter Status', text('c.voter_status')],
  ['Registration Date', text('c.registration_date')],
  ['Precinct', text('c.precinct')],
  ['Congressional District', text('c.district')],
  ['House District', text('c.house_district')],
  ['Senate District', text('c.senate_district')],
  ['County Commission District', text('c.commission_district')],
  ['School Board District', text('c.school_board_district')],
  ['Supporter Status', text('c.supporter_status')],
  ['Volunteer Likeliness', text('c.volunteer_likeliness')],
  ['Notes', text('c.notes')],
  ['Address Source', text('c.address_source')],
  ['Active', sql.raw(`CASE WHEN c.is_active THEN 'yes' ELSE 'no' END`)],
  ['Last Public Update', isoTime('c.last_public_update')],
  ['Created', isoTime('c.created_at')],
  ['Updated', isoTime('c.updated_at')],
  ['Primary Phone', sql.raw('phones.primary_phone')],
  ['Primary Email', sql.raw('emails.primary_email')],
  ['All Phones', sql.raw('phones.all_phones')],
  ['All Emails', sql.raw('emails.all_emails')],
];

export const EXPORT_COLUMNS = COLUMNS.map(([header]) => header);

/** Columns whose text is a date, a status code, yes/no or a timestamp: nothing a spreadsheet would run. */
const TYPED = new Set([
  'Date of Birth',
  'Registration Date',
  'Supporter Status',
  'Volunteer Likeliness',
  'Address Source',
  'Active',
  'Last Public Update',
  'Created',
  'Updated',
]);

/**
 * A free-text value made safe to open in a spreadsheet, as csvCell does it: one starting with =, +, -, @,
 * tab or carriage return gets a leading apostrophe. Empty text becomes NULL, which COPY writes as nothing.
 */
const formulaSafe = (value: SQL) =>
  sql`CASE WHEN ascii(${value}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${value} ELSE nullif(${value}, '') END`;

/** A slice of the contacts by id (uuid order), so a large export can be read in parts. */
export interface IdRange {
  from?: string;
  to?: string;
}

/** n ranges of about equal size over random (v4) uuids, split on their first 32 bits. */
export function idRanges(n: number): IdRange[] {
  const bound = (i: number) =>
    `${Math.floor((i * 2 ** 32) / n)
      .toString(16)
      .padStart(8, '0')}-0000-0000-0000-000000000000`;
  return Array.from({ length: n }, (_, i) => ({
    from: i === 0 ? undefined : bound(i),
    to: i === n - 1 ? undefined : bound(i + 1),
  }));
}

const inRange = (column: SQL, range: IdRange) =>
  sql.join(
    [
      sql`true`,
      ...(range.from ? [sql`${column} >= ${range.from}::uuid`] : []),
      ...(range.to ? [sql`${column} < ${range.to}::uuid`] : []),
    ],
    sql` AND `,
  );

/**
 * Every matching contact in the table's own order: one pass over contacts, joined to phones and emails
 * aggregated per contact (hash joins, no lookup per contact). `select` is the select list over the
 * contact `c` and the aggregates `phones` and `emails`.
 */
function contactsWithChannels(select: SQL, where: SQL, range: IdRange = {}): SQL {
  return sql`
    WITH phones AS (
      SELECT p.contact_id,
             (array_agg(${DISPLAY_PHONE} ORDER BY p.is_primary DESC, p.created_at, p.id))[1] AS primary_phone,
             string_agg(${DISPLAY_PHONE} || ' (' || p.phone_type || ', ' ||
                        CASE WHEN p.is_baseline_data THEN 'public' ELSE 'volunteer' END || ')',
                        '; ' ORDER BY p.is_primary DESC, p.created_at, p.id) AS all_phones
      FROM contact_phones p WHERE ${inRange(sql`p.contact_id`, range)} GROUP BY p.contact_id
    ),
    emails AS (
      SELECT e.contact_id,
             (array_agg(e.email ORDER BY e.is_primary DESC, e.created_at, e.id))[1] AS primary_email,
             string_agg(e.email || ' (' || e.email_type || ', ' ||
                        CASE WHEN e.is_baseline_data THEN 'public' ELSE 'volunteer' END || ')',
                        '; ' ORDER BY e.is_primary DESC, e.created_at, e.id) AS all_emails
      FROM contact_emails e WHERE ${inRange(sql`e.contact_id`, range)} GROUP BY e.contact_id
    )
    SELECT ${select}
    FROM contacts c
    LEFT JOIN phones ON phones.contact_id = c.id
    LEFT JOIN emails ON emails.contact_id = c.id
    WHERE ${where} AND ${inRange(sql`c.id`, range)}`;
}

/** The rows as CSV columns for the database's COPY (Database.copyCsv), one id range at a time. */
export function exportCsvQuery(where: SQL, range: IdRange = {}): SQL {
  const columns = COLUMNS.map(([header, value]) => (TYPED.has(header) ? value : formulaSafe(value)));
  return contactsWithChannels(sql.join(columns, sql`, `), where, range);
}

/** The rows with their values as one JSON array each (`values`), for the .xlsx writer (Database.streamRows). */
export function exportValuesQuery(where: SQL): SQL {
  const values = COLUMNS.map(([, value]) => value);
  return contactsWithChannels(sql`json_build_array(${sql.join(values, sql`, `)}) AS values`, where);
}

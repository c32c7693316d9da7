/**
 * Who is on a list, in working order. The filters are the search's (filter registry); a list never takes
 * a voter who asked not to be contacted, moved or died, nor an inactive contact. A call list takes only voters
 * with a usable phone (one not marked as a wrong number).
 *
 * Walk order: by street name, then ZIP (the same street name in another town is another street), then side
 * (odd house numbers, then even), then house number, then unit; voters at one address and ZIP form a
 * household and stay together, in name order. The street, house number and unit are read from the stored
 * address key (gw_address_key, migrations 0013 and 0023: "2661 lake ella dr apt 4", "#4" too).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ListKind } from '../../common/constants.js';
import { readSearchFilters } from '../../common/contact-filters.js';
import { formatCount } from '../../common/format.js';
import { type ListFiltersInput, listFilters } from '../../common/schemas/lists.js';
import type { Executor } from '../db/client.js';
import { oneRow } from '../db/rows.js';
import { InvalidInputError } from '../errors.js';
import { filterConditions } from '../search/filter-conditions.js';

/** The filters as given, checked as the search checks them; a problem is a 400 naming the filter. */
export function listConditions(filters: ListFiltersInput): SQL[] {
  const parsed = listFilters.safeParse(filters);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['filters', ...issue.path.map(String)].join('.'),
      message:
        issue.code === 'unrecognized_keys'
          ? `Unknown filter ${issue.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ')}: use the search's filter names`
          : issue.message,
    }));
    throw new InvalidInputError(errors[0]?.message ?? 'These filters cannot be used', errors);
  }
  return filterConditions(readSearchFilters(parsed.data));
}

const USABLE_PHONE = sql`EXISTS (SELECT 1 FROM contact_phones p WHERE p.contact_id = c.id AND NOT p.wrong_number)`;

/** How a list picks and orders its members besides its filters (issue 37). */
export interface ListOptions {
  /** Leave out voters who have voted in the election under way (no effect while no ballot file is imported). */
  skipVoted: boolean;
  /** Confirmed supporters first, then likely ones, then the rest (the chase list). */
  supportersFirst: boolean;
}

/** Voters who have voted in the election under way: the ballotStatus filter's own condition. */
export const HAS_VOTED = filterConditions({ ballotStatus: { status: 'voted' } })[0] as SQL;

/**
 * Every condition a new member must meet: the filters, active, reachable, a usable phone for a call list, and not
 * having voted yet when the list skips those who have.
 */
export function memberWhere(
  kind: ListKind,
  conditions: SQL[],
  options?: Pick<ListOptions, 'skipVoted'>,
): SQL {
  return sql.join(
    [
      sql`c.is_active AND NOT c.do_not_contact AND NOT c.moved AND NOT c.deceased`,
      ...(kind === 'call' ? [USABLE_PHONE] : []),
      ...(options?.skipVoted ? [sql`NOT ${HAS_VOTED}`] : []),
      ...conditions,
    ],
    sql` AND `,
  );
}

const SUPPORTERS_FIRST = sql`CASE c.supporter_status WHEN 'confirmed-supporter' THEN 0
  WHEN 'likely-supporter' THEN 1 ELSE 2 END`;

const orderOf = (kind: ListKind, supportersFirst = false) => {
  const order = kind === 'walk' ? WALK_ORDER : CALL_ORDER;
  return supportersFirst ? sql`${SUPPORTERS_FIRST}, ${order}` : order;
};

const HOUSE_NUMBER = sql`substring(c.street_address_key from '^([0-9]{1,9})')::int`;
const STREET = sql`regexp_replace(c.street_name_key, ' apt( .*)?$', '')`;
const UNIT = sql`substring(c.street_name_key from ' apt (.*)$')`;
const ZIP5 = sql`left(c.zip_code, 5)`;

/** A list's doors: its households, and each voter without an address as a door of their own. */
export const listDoors = (listId: SQL) => sql`(SELECT
  (count(DISTINCT m.household) + count(*) FILTER (WHERE m.household IS NULL))::int
  FROM contact_list_members m WHERE m.list_id = ${listId})`;

/** A walk list's household key: the address key and the ZIP's five digits. */
export const HOUSEHOLD = sql`CASE WHEN c.street_address_key IS NULL THEN NULL ELSE c.street_address_key || '|' || coalesce(${ZIP5}, '') END`;

const WALK_ORDER = sql`${STREET} NULLS LAST, ${ZIP5} NULLS LAST, ${HOUSE_NUMBER} % 2 DESC NULLS LAST,
  ${HOUSE_NUMBER} NULLS LAST, substring(${UNIT} from '^[0-9]{1,9}')::int NULLS FIRST, ${UNIT} NULLS FIRST,
  c.street_address_key, c.last_name_key, c.first_name_key, c.id`;
const CALL_ORDER = sql`c.last_name_key, c.first_name_key, c.id`;

/** How many contacts would be members, counting at most one past the cap. */
export async function countCandidates(db: Executor, where: SQL, cap: number) {
  const { n } = await oneRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM contacts c WHERE ${where} LIMIT ${cap + 1}) capped`,
  );
  return n;
}

export const tooLarge = (count: number, cap: number) =>
  new InvalidInputError(
    `This list would have ${count > cap ? `more than ${formatCount(cap)}` : count} voters; a list holds at most ${formatCount(cap)} (the List size cap setting). Add a filter, such as a precinct or a ZIP code, to make it smaller.`,
  );

/**
 * Writes the members in order, at most `cap + 1` of them: one pass over the matching contacts. More than `cap`
 * means the list is too large (the caller throws and the transaction leaves nothing behind).
 */
export async function insertMembers(
  tx: Executor,
  listId: string,
  kind: ListKind,
  where: SQL,
  cap: number,
  supportersFirst = false,
) {
  const order = orderOf(kind, supportersFirst);
  const household = kind === 'walk' ? HOUSEHOLD : sql`NULL::text`;
  await tx.execute(sql`
    INSERT INTO contact_list_members (list_id, contact_id, position, household)
    SELECT ${listId}::uuid, c.id, row_number() OVER (ORDER BY ${order}), ${household}
    FROM contacts c WHERE ${where} LIMIT ${cap + 1}`);
  return memberCount(tx, listId);
}

export async function memberCount(db: Executor, listId: string) {
  const { n } = await oneRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM contact_list_members WHERE list_id = ${listId}::uuid`,
  );
  return n;
}

/**
 * A refresh: the members already attempted stay, the rest are the contacts matching now; numbered again. A list
 * that skips voters who voted drops those who voted since, attempted or not (their attempts stay on record).
 */
export async function refreshMembers(
  tx: Executor,
  listId: string,
  kind: ListKind,
  where: SQL,
  options: ListOptions = { skipVoted: false, supportersFirst: false },
) {
  const order = orderOf(kind, options.supportersFirst);
  const household = kind === 'walk' ? HOUSEHOLD : sql`NULL::text`;
  await tx.execute(
    sql`DELETE FROM contact_list_members WHERE list_id = ${listId}::uuid AND last_result IS NULL`,
  );
  if (options.skipVoted)
    await tx.execute(sql`DELETE FROM contact_list_members m WHERE m.list_id = ${listId}::uuid
      AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = m.contact_id AND ${HAS_VOTED})`);
  await tx.execute(sql`
    WITH kept AS (SELECT contact_id FROM contact_list_members WHERE list_id = ${listId}::uuid),
    wanted AS (
      SELECT c.id FROM contacts c WHERE ${where} AND c.id NOT IN (SELECT contact_id FROM kept)
      UNION ALL SELECT contact_id FROM kept
    ),
    ordered AS (
      SELECT c.id, row_number() OVER (ORDER BY ${order}) AS position, ${household} AS household
      FROM contacts c JOIN wanted w ON w.id = c.id
    )
    INSERT INTO contact_list_members AS m (list_id, contact_id, position, household)
    SELECT ${listId}::uuid, id, position, household FROM ordered
    ON CONFLICT (list_id, contact_id) DO UPDATE SET position = excluded.position, household = excluded.household`);
  return memberCount(tx, listId);
}

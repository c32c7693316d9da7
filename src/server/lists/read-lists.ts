/** The lists a person works (GET /api/lists) and one list's page of members (GET /api/lists/:id). */
import { type SQL, sql } from 'drizzle-orm';
import { isWithinCallingHours } from '../../common/calling-hours.js';
import { type AttemptResult, LIST_PAGE_SIZE } from '../../common/constants.js';
import type { ListDetail, ListMember, ListSummary } from '../../common/schemas/lists.js';
import { displayPhone } from '../contacts/present-contact.js';
import type { Db, Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import type { ContactListRow, UserRow } from '../db/schema/index.js';
import { LATEST_BALLOT_ELECTION } from '../elections/latest-election.js';
import { chargeReads } from '../read-budgets/read-budget.js';
import { readSettings } from '../settings/settings.js';
import { isAdmin, managesList, visibleList } from './list-access.js';
import { listDoors } from './list-members.js';

const PERSON_NAME = (alias: string) =>
  sql.raw(`CASE WHEN coalesce(btrim(${alias}.first_name), '') <> ''
    THEN btrim(concat_ws(' ', btrim(${alias}.first_name), btrim(${alias}.last_name)))
    ELSE ${alias}.email END`);

type SummaryRow = Omit<ListSummary, 'progress' | 'size' | 'doors'> & {
  doors: number;
  total: number;
  byResult: { result: AttemptResult; n: number }[] | null;
};

function present(row: SummaryRow): ListSummary {
  const byResult: ListSummary['progress']['byResult'] = {};
  let attempted = 0;
  for (const { result, n } of row.byResult ?? []) {
    byResult[result] = n;
    attempted += n;
  }
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size: row.total,
    createdAt: new Date(row.createdAt).toISOString(),
    owner: row.owner,
    assignees: row.assignees,
    filters: row.filters,
    progress: { total: row.total, attempted, byResult },
    doors: row.doors,
    parentId: row.parentId ?? null,
    turfNumber: row.turfNumber ?? null,
    skipsVoted: row.skipsVoted ?? false,
  };
}

/** Each list with its owner, assignees and progress (members by latest result, from the members' index). */
async function summaries(db: Executor, where: SQL): Promise<ListSummary[]> {
  const lists = await rows<SummaryRow>(
    db,
    sql`
      SELECT l.id, l.name, l.kind, l.filters, l.created_at AS "createdAt",
        CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'name', ${PERSON_NAME('o')}) END AS owner,
        (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', ${PERSON_NAME('u')}) ORDER BY u.first_name, u.email), '[]'::json)
          FROM contact_list_assignees a JOIN users u ON u.id = a.user_id WHERE a.list_id = l.id) AS assignees,
        (SELECT count(*)::int FROM contact_list_members m WHERE m.list_id = l.id) AS total,
        ${listDoors(sql`l.id`)} AS doors, l.parent_id AS "parentId", l.turf_number AS "turfNumber",
        l.skip_voted AND EXISTS (SELECT 1 FROM ballot_files) AS "skipsVoted",
        (SELECT json_agg(json_build_object('result', r.last_result, 'n', r.n)) FROM (
          SELECT m.last_result, count(*)::int AS n FROM contact_list_members m
          WHERE m.list_id = l.id AND m.last_result IS NOT NULL GROUP BY m.last_result) r) AS "byResult"
      FROM contact_lists l LEFT JOIN users o ON o.id = l.owner_id
      WHERE ${where}
      ORDER BY l.created_at DESC, l.turf_number NULLS FIRST, l.id`,
  );
  return lists.map(present);
}

/** The caller's own and assigned lists, newest first; an admin's: every list. */
export async function listLists(db: Db, user: UserRow) {
  const where = isAdmin(user)
    ? sql`true`
    : sql`(l.owner_id = ${user.id} OR EXISTS (SELECT 1 FROM contact_list_assignees a WHERE a.list_id = l.id AND a.user_id = ${user.id}))`;
  return summaries(db, where);
}

export async function listSummary(db: Executor, id: string) {
  const [summary] = await summaries(db, sql`l.id = ${id}::uuid`);
  if (!summary) throw new Error('list vanished');
  return summary;
}

type PageBounds = {
  /** The page is the members with `after < position <= through`. */
  after: number;
  through: number;
  /** How many members come before the page: with a household larger than a page, page numbers skip. */
  membersBefore: number;
  previousPage: number | null;
  nextPage: number | null;
  lastPage: number;
};

/**
 * Where page `page` starts and ends, and its neighbours (decision 0245,
 * docs/decisions/0245-pages-hold-whole-households.md). A
 * household is on the page whose range of 50 positions holds its first member: page p is positions
 * ((p-1)·50, p·50], less the members at its start of the household that ended the page before, plus the rest of
 * the household at its end. Pages therefore meet exactly (each member once), and a page whose whole range is
 * taken by an earlier household is empty and skipped by `previousPage`/`nextPage`/`lastPage`.
 *
 * Each probe is a short range on `(list_id, position)`, forward or backward from a page's edge, that stops at the
 * first member of another household: it reads at most one household, never the whole list. Call lists (no
 * households) are cut at 50 exactly.
 */
async function pageBounds(db: Executor, listId: string, page: number): Promise<PageBounds> {
  const from = (page - 1) * LIST_PAGE_SIZE;
  const to = page * LIST_PAGE_SIZE;
  const m = sql`contact_list_members`;
  const list = sql`${listId}::uuid`;
  // The household of the last member at or before a position (gaps in positions are the deleted contacts').
  const householdAt = (position: SQL | number) =>
    sql`(SELECT household FROM ${m} WHERE list_id = ${list} AND position <= ${position}::int
      ORDER BY position DESC LIMIT 1)`;
  // Where a page edge falls: after the rest of `household`, when the member before the edge is in it.
  const edge = (position: number, household: SQL) => sql`CASE WHEN ${household} IS NULL THEN ${position}::int
      ELSE coalesce((SELECT position - 1 FROM ${m} WHERE list_id = ${list} AND position > ${position}::int
        AND household IS DISTINCT FROM ${household} ORDER BY position LIMIT 1), e.last_position) END`;
  // The page of the household of the last member at or before a position: where its first member is (a voter
  // without a household is a door of their own).
  const pageOfHouseholdAt = (position: SQL) => sql`(
      SELECT ceil(first.position / ${LIST_PAGE_SIZE}::numeric)::int FROM (
        SELECT position, household FROM ${m} WHERE list_id = ${list} AND position <= ${position}
        ORDER BY position DESC LIMIT 1) held
      CROSS JOIN LATERAL (
        SELECT f.position FROM ${m} f WHERE f.list_id = ${list} AND f.position <= held.position
          AND f.position > CASE WHEN held.household IS NULL THEN held.position - 1
            ELSE coalesce((SELECT o.position FROM ${m} o WHERE o.list_id = ${list}
              AND o.position < held.position AND o.household IS DISTINCT FROM held.household
              ORDER BY o.position DESC LIMIT 1), 0) END
        ORDER BY f.position LIMIT 1) first)`;
  const bounds = await firstRow<PageBounds>(
    db,
    sql`
      WITH e AS MATERIALIZED (
        SELECT ${householdAt(from)} AS before_household, ${householdAt(to)} AS end_household,
          coalesce((SELECT position FROM ${m} WHERE list_id = ${list} ORDER BY position DESC LIMIT 1), 0)
            AS last_position
      ),
      b AS MATERIALIZED (
        SELECT ${edge(from, sql`e.before_household`)} AS start_after, ${edge(to, sql`e.end_household`)} AS end_at,
          e.last_position
        FROM e
      )
      SELECT b.start_after AS "after", b.end_at AS "through",
        (SELECT count(*)::int FROM ${m} WHERE list_id = ${list} AND position <= b.start_after) AS "membersBefore",
        CASE WHEN b.start_after = 0 THEN NULL ELSE ${pageOfHouseholdAt(sql`b.start_after`)} END AS "previousPage",
        (SELECT ceil(position / ${LIST_PAGE_SIZE}::numeric)::int FROM ${m}
          WHERE list_id = ${list} AND position > b.end_at ORDER BY position LIMIT 1) AS "nextPage",
        coalesce(${pageOfHouseholdAt(sql`b.last_position`)}, 1) AS "lastPage"
      FROM b`,
  );
  if (!bounds) throw new Error('no page bounds');
  return bounds;
}

/**
 * One page of members in working order: whole households (pageBounds), an index range on position. A voter who
 * asked not to be contacted keeps their place on a call list but their phones are never sent: hiding them on the
 * screen would still leave them on the device (and in its offline cache).
 */
async function membersPage(db: Executor, list: ContactListRow, bounds: PageBounds): Promise<ListMember[]> {
  const phones =
    list.kind === 'call'
      ? sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'phoneNumber', p.phone_number,
            'phoneType', p.phone_type, 'wrongNumber', p.wrong_number)
            ORDER BY p.wrong_number, p.is_primary DESC, p.created_at, p.id), '[]'::json)
          FROM contact_phones p WHERE p.contact_id = c.id AND NOT c.do_not_contact)`
      : sql`'[]'::json`;
  const members = await rows<ListMember>(
    db,
    sql`
      SELECT m.contact_id AS "contactId", m.position, m.household, c.full_name AS "fullName",
        c.date_of_birth::text AS "dateOfBirth", c.party, c.street_address AS "streetAddress", c.city,
        c.zip_code AS "zipCode", c.supporter_status AS "supporterStatus", c.do_not_contact AS "doNotContact",
        c.moved, c.deceased, m.last_result AS "lastResult",
        to_char(m.last_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastAttemptAt",
        ${PERSON_NAME('u')} AS "lastAttemptBy",
        latest.result AS "earlierResult", latest.channel AS "earlierChannel",
        to_char(latest.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "earlierAttemptAt",
        ${phones} AS phones,
        CASE WHEN b.status IS NULL THEN NULL ELSE json_build_object('status', b.status,
          'statusDate', b.status_date::text, 'reason', b.reason, 'cureDeadline', b.cure_deadline::text) END AS ballot
      FROM contact_list_members m
      JOIN contacts c ON c.id = m.contact_id
      LEFT JOIN users u ON u.id = m.last_attempt_by
      -- The voter's ballot in the election under way (a cure list shows the reason and the deadline).
      LEFT JOIN ballots b ON b.election_date = ${LATEST_BALLOT_ELECTION} AND b.contact_id = m.contact_id
      -- The voter's latest attempt, when this list has not counted it: one from before the list, or another
      -- channel's (a call list's voter talked to at the door). One probe of the contact's attempts index. A
      -- member keeps its attempt's time to the millisecond (a JavaScript date), the attempt to the microsecond.
      LEFT JOIN LATERAL (
        SELECT a.result, a.channel, a.created_at FROM contact_attempts a
        WHERE a.contact_id = m.contact_id ORDER BY a.created_at DESC LIMIT 1
      ) latest ON m.last_attempt_at IS NULL OR date_trunc('milliseconds', latest.created_at) > m.last_attempt_at
      WHERE m.list_id = ${list.id}::uuid AND m.position > ${bounds.after} AND m.position <= ${bounds.through}
      ORDER BY m.position`,
  );
  return members.map((r) => ({
    ...r,
    phones: r.phones.map((p) => ({ ...p, phoneNumber: displayPhone(p.phoneNumber) })),
  }));
}

/** Latest results on the list by who recorded them. */
async function byVolunteer(db: Executor, listId: string) {
  return rows<{ name: string; attempted: number }>(
    db,
    sql`
      SELECT coalesce(${PERSON_NAME('u')}, 'Deleted user') AS name, count(*)::int AS attempted
      FROM contact_list_members m LEFT JOIN users u ON u.id = m.last_attempt_by
      WHERE m.list_id = ${listId}::uuid AND m.last_result IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
}

export async function getList(db: Db, user: UserRow, id: string, page: number): Promise<ListDetail> {
  const list = await visibleList(db, user, id);
  const settings = await readSettings(db);
  // Who recorded what is the organiser's view (issue 19: "by volunteer" for the owner and admins).
  const canManage = managesList(user, list);
  const bounds = await pageBounds(db, list.id, page);
  const [summary, members, volunteers] = await Promise.all([
    listSummary(db, list.id),
    membersPage(db, list, bounds),
    canManage ? byVolunteer(db, list.id) : undefined,
  ]);
  // Only its owner, its assignees and admins see a list (visibleList), so a page is always the reader's work:
  // recorded, never charged. What a person reads through a list they made was charged when they made it.
  await chargeReads(db, user, { listRows: members.length });
  const hours = {
    start: settings.callingHoursStart,
    end: settings.callingHoursEnd,
    timeZone: settings.timeZone,
  };
  return {
    ...summary,
    canManage,
    page,
    pageSize: LIST_PAGE_SIZE,
    membersBefore: bounds.membersBefore,
    previousPage: bounds.previousPage,
    nextPage: bounds.nextPage,
    lastPage: bounds.lastPage,
    members,
    ...(volunteers && { byVolunteer: volunteers }),
    callingHours: { ...hours, open: isWithinCallingHours(hours, new Date()) },
  };
}

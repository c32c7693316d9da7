/**
 * A contact's voting history for the profile (PRODUCT.md, Vote history): their elections newest first and
 * the turnout count the history import keeps, beside how many general elections it covers (up to four).
 */
import { sql } from 'drizzle-orm';
import type { ContactProfile, ElectionList } from '../../common/schemas/contacts.js';
import { RECENT_GENERALS } from '../../common/vote-history.js';
import type { Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';

type Row = {
  generals: number;
  recent: number | null;
  elections: NonNullable<ContactProfile['votingHistory']>['elections'];
};

export async function votingHistoryOf(
  db: Executor,
  contactId: string,
): Promise<ContactProfile['votingHistory']> {
  const row = await firstRow<Row>(
    db,
    sql`
    SELECT
      (SELECT count(*) FROM (SELECT 1 FROM elections WHERE election_type = 'GEN' LIMIT ${RECENT_GENERALS}) g)::int
        AS generals,
      (SELECT recent_generals FROM contact_turnout WHERE contact_id = ${contactId})::int AS recent,
      (SELECT coalesce(json_agg(json_build_object('date', election_date::text, 'type', election_type,
          'code', history_code) ORDER BY election_date DESC, election_type), '[]'::json)
        FROM vote_history WHERE contact_id = ${contactId}) AS elections`,
  );
  if (!row || (row.generals === 0 && row.elections.length === 0)) return null;
  return { recentGenerals: row.recent ?? 0, generals: row.generals, elections: row.elections };
}

/** The elections the history files named, newest first (the search's "Voted in" choices). */
export async function listElections(db: Executor): Promise<ElectionList> {
  return rows<ElectionList[number]>(
    db,
    sql`
    SELECT election_date::text AS date, election_type AS type FROM elections
    ORDER BY election_date DESC, election_type`,
  );
}

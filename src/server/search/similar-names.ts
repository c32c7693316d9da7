/**
 * "Similar names": when a name search finds less than a page, up to 10 more active contacts whose names are
 * close to the typed ones. A close name sounds the same (the same Soundex code: "smtih" → Smith; or the same
 * double metaphone code: "gonzales" → González, "jimenez" → Giménez). Each typed name must match as typed or
 * be one of its closest names; contacts the search itself found are left out, and the other filters apply.
 * Closest first: fewest edits (Levenshtein), then trigram similarity, then the name order. A name of fewer
 * than 3 letters is a prefix being typed: it must match as typed, and alone it gives no similar names.
 *
 * Two steps, for speed at a million contacts: the distinct close names come from the sound-code indexes
 * alone (migration 0013; a popular name's thousands of rows are never visited), then the contacts are read by
 * those names. Decision 0209, docs/decisions/0209-similar-names.md.
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONTACT_FILTERS, type FilterValues, filterColumn } from '../../common/contact-filters.js';
import type { SearchResponse } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { filterConditions } from './filter-conditions.js';
import { surnameAndSuffix } from './names/surname-suffix.js';

export const SIMILAR_MAX = 10;
/** The closest names kept for each typed name, before the contacts are read. */
const CLOSE_NAMES_MAX = 30;
const NAME_FILTERS = ['lastName', 'firstName'] as const;
/** Shorter text is a prefix still being typed, not a misspelt name: it must match as typed. */
const CLOSE_MIN_LENGTH = 3;

type SimilarRow = { similar: SearchResponse['similar'] };

/** The close names, or undefined when the search has no first or last name to be close to. */
export async function similarNames(
  db: Executor,
  filters: FilterValues,
  summaryColumns: SQL,
): Promise<SearchResponse['similar']> {
  // A suffix typed after the surname ("Aldhurst Jr") is no part of the name a close one is looked for.
  const lastName = filters.lastName && surnameAndSuffix(filters.lastName).surname;
  filters = { ...filters, lastName };
  const typed = NAME_FILTERS.filter((key) => (filters[key]?.trim().length ?? 0) >= CLOSE_MIN_LENGTH);
  if (!typed.length) return undefined;
  const others = filterConditions({
    ...filters,
    ...Object.fromEntries(typed.map((key) => [key, undefined])),
  });
  const closeNames: SQL[] = [];
  const close: SQL[] = [];
  const misspelt: SQL[] = [];
  const distance: SQL[] = [];
  for (const key of typed) {
    const column = `${filterColumn(CONTACT_FILTERS[key])}_key`;
    const name = sql.raw(`c.${column}`);
    const bare = sql.raw(column);
    const text = sql`gw_fold(${filters[key]})`;
    const list = sql.raw(`close_${key}`);
    const [matches] = filterConditions({ [key]: filters[key] });
    closeNames.push(sql`${list} AS (
      SELECT name FROM (
        SELECT ${bare} AS name FROM contacts WHERE is_active AND soundex(${bare}) = soundex(${text})
        UNION
        SELECT ${bare} FROM contacts WHERE is_active AND dmetaphone(${bare}) = dmetaphone(${text})
      ) sounds
      ORDER BY levenshtein(left(name, 255), left(${text}, 255)), similarity(name, ${text}) DESC, name
      LIMIT ${CLOSE_NAMES_MAX})`);
    // `= any(array(…))` is an index condition, so the contacts are read by name from the name indexes.
    const isClose = sql`${name} = any(array(SELECT name FROM ${list}))`;
    close.push(sql`(${matches} OR ${isClose})`);
    misspelt.push(sql`(${isClose} AND NOT ${matches})`);
    distance.push(sql`levenshtein(left(${name}, 255), left(${text}, 255))`);
  }
  const [only] = typed;
  if (typed.length === 1 && only) {
    const found = await firstRow<SimilarRow>(
      db,
      oneNameClose(only, filters[only] as string, others, closeNames[0] as SQL, summaryColumns),
    );
    return found?.similar ?? [];
  }
  // At least one name is close but not as typed (what the search found stays out); each is as typed or close.
  const where = sql.join(
    [sql`c.is_active`, ...others, sql`(${sql.join(misspelt, sql` OR `)})`, ...close],
    sql` AND `,
  );
  const found = await firstRow<SimilarRow>(
    db,
    sql`
    WITH ${sql.join(closeNames, sql`, `)}
    SELECT coalesce(json_agg(s), '[]'::json) AS similar FROM (
      SELECT ${summaryColumns}
      FROM contacts c
      WHERE ${where}
      ORDER BY ${sql.join(distance, sql` + `)}, c.last_name_key, c.first_name_key, c.id
      LIMIT ${SIMILAR_MAX}
    ) s`,
  );
  return found?.similar ?? [];
}

/**
 * One typed name: the contacts of each close name read in name order from its index, ten at most, then the
 * closest ten of those. The same ten as ordering every contact of every close name, without reading them all:
 * a close first name such as Brian is thousands of contacts (the run "A first name alone",
 * docs/benchmarks/ARCHIVE.md#2026-11-26-0120-first-name-alone).
 */
function oneNameClose(
  key: (typeof NAME_FILTERS)[number],
  typed: string,
  others: SQL[],
  closeNames: SQL,
  summaryColumns: SQL,
) {
  const column = sql.raw(`${filterColumn(CONTACT_FILTERS[key])}_key`);
  const text = sql`gw_fold(${typed})`;
  const [matches] = filterConditions({ [key]: typed });
  const where = sql.join(
    [sql`c.is_active`, sql`c.${column} = near.name`, sql`NOT ${matches}`, ...others],
    sql` AND `,
  );
  return sql`
    WITH ${closeNames}
    SELECT coalesce(json_agg(s), '[]'::json) AS similar FROM (
      SELECT ${summaryColumns}
      FROM ${sql.raw(`close_${key}`)} near
      CROSS JOIN LATERAL (
        SELECT * FROM contacts c WHERE ${where}
        ORDER BY c.last_name_key, c.first_name_key, c.id LIMIT ${SIMILAR_MAX}
      ) c
      ORDER BY levenshtein(left(near.name, 255), left(${text}, 255)), c.last_name_key, c.first_name_key, c.id
      LIMIT ${SIMILAR_MAX}
    ) s`;
}

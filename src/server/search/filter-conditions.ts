/**
 * The SQL of every filter kind of the filter registry (src/common/contact-filters.ts), over `contacts c`.
 * Search, export preview and export job all build their WHERE here, so each condition has one
 * implementation, written to match the search indexes (migrations 0001 and 0008).
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BALLOT_FILTER_STATUSES, VOTED_BALLOT_STATUSES } from '../../common/ballots.js';
import { CONTACT_FIELDS } from '../../common/contact-fields.js';
import {
  CONTACT_FILTERS,
  type ContactFilterKey,
  type FilterKind,
  type FilterValueOfKind,
  type FilterValues,
  filterColumn,
} from '../../common/contact-filters.js';
import { VOTED_CODES } from '../../common/vote-history.js';
import { contacts } from '../db/schema/index.js';
import { LATEST_BALLOT_ELECTION } from '../elections/latest-election.js';
import { foldName, nicknamesOf } from './names/nicknames.js';
import { surnameAndSuffix } from './names/surname-suffix.js';
import {
  finishedStreetWord,
  STORED_DIRECTIONS,
  startsWithDirection,
  unfinishedStreetWord,
} from './street-words.js';
import { houseNumberAndStreet, streetAddressAsTyped } from './typed-address.js';

const column = (name: string) => sql.raw(`c.${name}`);

const VOTED = sql.raw(VOTED_CODES.map((code) => `'${code}'`).join(', '));

/** The contacts' enum columns (supporter status, volunteer status, last result) and their SQL types. */
const ENUM_TYPES = new Map(
  Object.values(getTableColumns(contacts) as Record<string, PgColumn>)
    .filter((c) => 'enumValues' in c && Array.isArray(c.enumValues))
    .map((c) => [c.name, c.getSQLType()]),
);

/** A text[] literal: each value quoted, so commas and braces in a value stay inside it. */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** One value compares with `=` (the planner's estimate for one value is sharper); several with `= any`. */
const oneOf = (target: SQL, values: readonly string[]) =>
  values.length === 1 ? sql`${target} = ${values[0]}` : sql`${target} = any(${textArray(values)}::text[])`;

/** A filter's condition; `all` holds every filter's value, for a condition that repeats another's on its own table. */
/**
 * An enum column compares with its own type, so its indexes serve the condition (a cast to text hid
 * contacts_search_supporter_status_idx: p95 160 ms against 19 ms at 5,000,000); the registry's schemas admit
 * only the enum's values.
 */
const enumOneOf = (target: SQL, type: string, values: readonly string[]) =>
  values.length === 1
    ? sql`${target} = ${values[0]}::${sql.raw(type)}`
    : sql`${target} = any(${textArray(values)}::${sql.raw(type)}[])`;

const supporterStatusIn = (target: string, values: readonly string[]) =>
  enumOneOf(sql.raw(target), ENUM_TYPES.get('supporter_status') as string, values);

/**
 * The ballots (`alias`) of the group a ballotStatus filter names, in its election (the latest with ballot files
 * unless it names one); for "not voted", the voted ones, which the caller leaves out. With a supporter status, the
 * ballot's copy of it too (decision 0405).
 */
function ballotsOfGroup(
  alias: 'b' | 'c',
  { status, electionDate }: FilterValueOfKind['ballotStatus'],
  supporterStatus?: readonly string[],
) {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const election = electionDate ? sql`${electionDate}::date` : LATEST_BALLOT_ELECTION;
  const statuses = status === 'not-voted' ? VOTED_BALLOT_STATUSES : BALLOT_FILTER_STATUSES[status];
  const conditions = [sql`${column('election_date')} = ${election}`, oneOf(column('status'), statuses)];
  if (supporterStatus) conditions.push(supporterStatusIn(`${alias}.supporter_status`, supporterStatus));
  return sql.join(conditions, sql` AND `);
}

type ConditionOfKind = {
  [K in FilterKind]: (target: string, value: FilterValueOfKind[K], all: FilterValues) => SQL;
};

// "Starts with" on the stored folded name (byte order): the range from the folded prefix up to the prefix
// followed by the highest code point, which an index answers without looking at the rows.
const startsWith = (name: string, prefix: string) => {
  const key = column(`${name}_key`);
  return sql`(${key} >= gw_fold(${prefix}) AND ${key} < gw_fold(${prefix}) || chr(1114111))`;
};

/**
 * The nicknames of a typed first name that it does not match as a prefix already ("al" → alan is one): an
 * alternative that adds nothing only blurs the planner's estimate, and an empty second set read in name order
 * would walk the whole index to find nothing.
 */
const nicknamesBeyondPrefix = (text: string) => {
  const typed = foldName(text.trim());
  return nicknamesOf(text).filter((name) => !name.startsWith(typed));
};

/**
 * A last name as the searcher typed it: the surname's start (a prefix of the stored surname), the same start of
 * the last part of a compound surname ("Reyes" → Garcia-Reyes, "Cruz" → De La Cruz; migration 0025, its own
 * index) unless the typed text is compound itself, and the suffix typed after it, which the suffix column must
 * hold ("Aldhurst Jr"; PRODUCT.md, Search).
 */
function surnameReadings(text: string) {
  const { surname, suffix } = surnameAndSuffix(text);
  const asTyped = startsWith('last_name', surname);
  const part = sql`gw_surname_last_part(c.last_name_key)`;
  // Never null (a surname of one part has none), so NOT of a condition holding it keeps those surnames.
  const partStarts = sql`(${part} IS NOT NULL AND ${part} >= gw_fold(${surname})
    AND ${part} < gw_fold(${surname}) || chr(1114111))`;
  const suffixIs = suffix && sql`upper(regexp_replace(c.suffix, '[^A-Za-z]', '', 'g')) = ${suffix}`;
  const withSuffix = (condition: SQL) => (suffixIs ? sql`(${condition} AND ${suffixIs})` : condition);
  const compoundTyped = /[-\s]/.test(surname);
  return {
    asTyped: withSuffix(asTyped),
    byPart: compoundTyped ? undefined : withSuffix(sql`(${partStarts} AND NOT ${asTyped})`),
    either: withSuffix(compoundTyped ? asTyped : sql`(${asTyped} OR ${partStarts})`),
  };
}

/** A range of the address key in byte order. */
type KeyRange = { from: SQL; to: SQL };
const startingWith = (prefix: SQL): KeyRange => ({ from: prefix, to: sql`${prefix} || chr(1114111)` });
/** The text as a whole word: itself, or followed by a space. */
const wholeWord = (text: string): KeyRange => ({
  from: sql`gw_address_key(${text})`,
  to: sql`gw_address_key(${text}) || ' ' || chr(1114111)`,
});
const inRange = (key: SQL, range: KeyRange) => sql`(${key} >= ${range.from} AND ${key} < ${range.to})`;

/** One way of reading a typed address: its condition, and the one range of the key that holds all it matches. */
interface AddressReading {
  condition: SQL;
  envelope: KeyRange;
}

/** In one of two ranges that do not overlap, read as one range of the index with the gap between left out. */
const inEitherRange = (key: SQL, whole: KeyRange, other: KeyRange, wholeFirst: boolean): AddressReading => {
  const [first, second] = wholeFirst ? [whole, other] : [other, whole];
  return {
    condition: sql`(${key} >= ${first.from} AND ${key} < ${second.to}
      AND (${key} < ${first.to} OR ${key} >= ${second.from}))`,
    envelope: { from: first.from, to: second.to },
  };
};

/**
 * The key starts with the typed address. When the last word is a street word still being typed ("Lake Ella
 * Dri"), the same word as the key writes it, whole ("lake ella dr", then the end or a space), matches too. The
 * index reads the one range from the first reading's start to the second's end, and a condition keeps the two:
 * an OR of the two ranges alone was read as a filter over the whole index, and the readings' ranges repeated
 * inside it made the planner expect 40 times too few rows.
 */
function keyStartsWith(key: SQL, text: string): AddressReading {
  const typed = startingWith(sql`gw_address_key(${text})`);
  const unfinished = unfinishedStreetWord(text);
  if (unfinished)
    return inEitherRange(key, wholeWord(unfinished.shortened), typed, unfinished.shortSortsFirst);
  const finished = finishedStreetWord(text);
  if (finished) {
    const kept = startingWith(
      sql`ltrim(coalesce(gw_address_key(${finished.before}), '') || ' ' || ${finished.word})`,
    );
    return inEitherRange(key, wholeWord(finished.shortened), kept, finished.shortSortsFirst);
  }
  return { condition: inRange(key, typed), envelope: typed };
}

const STREET_NAME_KEY = column('street_name_key');

/**
 * The street as typed, or after any direction a stored street may start with ("Monroe" finds S Monroe St;
 * PRODUCT.md, Search), after `before` (a house number): one range of the key's index for each, read together.
 * Ranges, not an index of the street without its direction (migration 0024, dropped by 0026): that index's
 * regular expression had no statistics, so the planner walked the name index filtering on it (p95 22-30 ms at
 * 1,000,000 voters where the ranges take single milliseconds), and every imported row paid for it.
 */
function withAnyDirection(key: SQL, street: string, before = ''): AddressReading[] {
  // Nothing typed (a pasted ", Tallahassee"): no direction alone stands for a street.
  if (!/[A-Za-z0-9]/.test(street)) return [keyStartsWith(key, `${before}${street}`)];
  return ['', ...STORED_DIRECTIONS.map((direction) => `${direction} `)].map((direction) =>
    keyStartsWith(key, `${before}${direction}${street}`),
  );
}

/**
 * A house number first: the whole address key starts with the text; else the street name key does (both
 * stored, migration 0013, and indexed in byte order). A street typed without a direction also finds the streets
 * that start with one. Each reading is one range of an index that also holds the names (migration 0027).
 */
function addressReadings(addressKey: SQL, address: string): { key: SQL; readings: AddressReading[] } {
  const numbered = houseNumberAndStreet(address);
  if (numbered && !startsWithDirection(numbered.street))
    return {
      key: addressKey,
      readings: withAnyDirection(addressKey, numbered.street, `${numbered.houseNumber} `),
    };
  if (/^\s*\d/.test(address)) return { key: addressKey, readings: [keyStartsWith(addressKey, address)] };
  if (startsWithDirection(address))
    return { key: STREET_NAME_KEY, readings: [keyStartsWith(STREET_NAME_KEY, address)] };
  return { key: STREET_NAME_KEY, readings: withAnyDirection(STREET_NAME_KEY, address) };
}

const readingsOfAddress = (text: string) =>
  addressReadings(column(`${filterColumn(CONTACT_FILTERS.address)}_key`), streetAddressAsTyped(text));

const anyOf = (conditions: SQL[]) =>
  conditions.length === 1 ? (conditions[0] as SQL) : sql`(${sql.join(conditions, sql` OR `)})`;

/**
 * Which readings of the typed address find an active voter, as one cheap statement (one index probe each, a
 * single plan): a search then plans only those (most streets exist with one direction of the thirteen).
 * Undefined when the address has one reading or none is typed.
 */
export function addressReadingsProbe(values: FilterValues): SQL | undefined {
  if (values.address === undefined) return undefined;
  const { key, readings } = readingsOfAddress(values.address);
  if (readings.length < 2) return undefined;
  const rows = readings.map((r, i) => sql`(${i}::int, ${r.envelope.from}, ${r.envelope.to})`);
  return sql`SELECT coalesce(array_agg(r.i ORDER BY r.i), '{}') AS found
    FROM (VALUES ${sql.join(rows, sql`, `)}) r(i, low, high)
    WHERE EXISTS (SELECT 1 FROM contacts c WHERE c.is_active AND ${key} >= r.low AND ${key} < r.high)`;
}

const CONDITIONS: ConditionOfKind = {
  namePrefix: startsWith,
  surname: (_, text) => surnameReadings(text).either,
  // The prefix range or the nicknames' exact keys: two ranges of the same index (no scan of the names).
  givenName: (name, text) => {
    const nicknames = nicknamesBeyondPrefix(text);
    if (!nicknames.length) return startsWith(name, text);
    return sql`(${startsWith(name, text)} OR ${oneOf(column(`${name}_key`), nicknames)})`;
  },
  addressPrefix: (_, text) => anyOf(readingsOfAddress(text).readings.map((r) => r.condition)),
  equalsIgnoringCase: (name, value) => sql`lower(${column(name)}) = lower(${value})`,
  oneOf: (name, values) => {
    const type = ENUM_TYPES.get(name);
    return type ? enumOneOf(column(name), type, values) : oneOf(column(name), values);
  },
  zipPrefix: (name, zips) => oneOf(sql`left(${column(name)}, 5)`, zips),
  // Age in whole years today: at least `min` means born on or before today minus min years.
  ageRange: (name, { min, max }) =>
    sql.join(
      [
        ...(min === undefined
          ? []
          : [sql`${column(name)} <= (current_date - make_interval(years => ${min}))::date`]),
        ...(max === undefined
          ? []
          : [sql`${column(name)} > (current_date - make_interval(years => ${max + 1}))::date`]),
      ],
      sql` AND `,
    ),
  // The voting history kept with the contact (migration 0033, decision 0381), carried by the name indexes: a
  // name with a history filter is a check on index entries within the name's range, never a join.
  // The EXISTS for each date does not depend on the contact: it runs once, one probe of vote_history_voted_idx, and
  // ends the search at once when nobody voted then. An election nobody in the sample voted in is estimated at half
  // the rarest one's share, so without it the planner walked the whole name index to find nothing (4.8 s at
  // 5,000,000).
  votedInAll: (_, dates) =>
    sql.join(
      [
        sql`c.voted_on @> ${textArray(dates)}::date[]`,
        ...dates.map(
          (date) => sql`EXISTS (SELECT 1 FROM vote_history v WHERE v.election_date = ${date}::date
            AND v.history_code IN (${VOTED}))`,
        ),
      ],
      sql` AND `,
    ),
  minRecentGenerals: (_, n) => sql`c.recent_generals >= ${n}`,
  // The newest attempt of the voter that answered the question (index contact_attempts_contact_idx).
  // One probe of ballots_contact_idx per contact, the election resolved once per statement. With a supporter
  // status, the ballot's copy of it (decision 0405) is compared too: always true for the contact's own ballot, it
  // lets the planner read the supporters' few ballots from ballots_supporters_idx instead of probing or hashing.
  ballotStatus: (_, value, { supporterStatus }) => {
    const found = sql`EXISTS (SELECT 1 FROM ballots b WHERE ${ballotsOfGroup('b', value, supporterStatus)}
      AND b.contact_id = c.id)`;
    return value.status === 'not-voted' ? sql`NOT ${found}` : found;
  },
  latestAnswer: (_, { questionId, choice }) =>
    sql`(SELECT a.answers ->> ${questionId} FROM contact_attempts a
      WHERE a.contact_id = c.id AND a.answers ->> ${questionId} IS NOT NULL
      ORDER BY a.created_at DESC, a.id DESC LIMIT 1) = ${choice}`,
};

/** The conditions of the filters that are set, in registry order. */
export function filterConditions(values: FilterValues): SQL[] {
  const where: SQL[] = [];
  for (const key of Object.keys(CONTACT_FILTERS) as ContactFilterKey[]) {
    const value = values[key];
    if (value === undefined) continue;
    const { kind, field }: { kind: FilterKind; field?: keyof typeof CONTACT_FIELDS } = CONTACT_FILTERS[key];
    const condition = CONDITIONS[kind] as (target: string, value: unknown, all: FilterValues) => SQL;
    where.push(condition(field ? CONTACT_FIELDS[field].column : '', value, values));
  }
  return where;
}

/**
 * How a result matched the names the searcher typed; results order by it: as typed first, then through a
 * nickname of the first name, then through the last part of a compound surname.
 */
export type NameMatch = 'prefix' | 'nickname' | 'surnamePart';

/** The contacts of one kind of match, or of one part of it: its conditions (active contacts only, joined with AND). */
export interface MatchArm {
  match: NameMatch;
  /** The kind's place in the results' order: arms of the same kind share it. */
  rank: number;
  where: SQL;
  /**
   * Its matches are few and found by their own index: read them all, then sort. In name order the planner
   * would walk the name index hoping to meet 20 soon, and a part nobody's surname ends with read every entry.
   */
  readAllThenSort?: true;
  /** Read from the ballots (`ballots c`, the voter's id in `c.contact_id`), which carry every column it reads. */
  readsBallots?: true;
}

/** A typed first name as typed, through a nickname only (when it has any), and either way. */
function givenNameReadings(text: string) {
  const name = filterColumn(CONTACT_FILTERS.firstName);
  const asTyped = startsWith(name, text);
  const nicknames = nicknamesBeyondPrefix(text);
  return {
    asTyped,
    byNickname: nicknames.length
      ? sql`(${oneOf(column(`${name}_key`), nicknames)} AND NOT ${asTyped})`
      : undefined,
    either: CONDITIONS.givenName(name, text, {}),
  };
}

/**
 * The search's matches as up to three disjoint sets: 'prefix' when every name filter matched as typed;
 * 'nickname' for the contacts whose first name matched only as one of its nicknames; 'surnamePart' for those
 * whose last name matched only by the last part of a compound surname. Each set is one index range read in the
 * results' order (last name, first name), so a first name alone ("Bill") finds its first page without reading
 * and sorting every William of the city (decision 0208, docs/decisions/0208-nickname-search-as-two-sets.md).
 * An address with several readings (a street with and without each direction) splits each set into one arm per
 * reading (`foundReadings`: those the probe found voters for): each is one range of an index that holds the
 * names too, read without visiting the table, where their OR could only be read through the table.
 */
export function matchArms(values: FilterValues, foundReadings?: readonly number[]): MatchArm[] {
  const { address } = values;
  const ballots = ballotReading(values);
  const others = filterConditions({
    ...values,
    firstName: undefined,
    lastName: undefined,
    address: undefined,
    ...(ballots && { ballotStatus: undefined }),
  });
  const readings = address === undefined ? [] : readingsOfAddress(address).readings;
  const kept = readings.filter((_, i) => !foundReadings || foundReadings.includes(i));
  // None found: the address as typed still makes the (empty) answer.
  const addressAlternatives =
    address === undefined ? [undefined] : (kept.length ? kept : readings.slice(0, 1)).map((r) => r.condition);
  const arms: MatchArm[] = [];
  let kinds = 0;
  const add = (match: NameMatch, names: (SQL | undefined)[], readAllThenSort?: true) => {
    const rank = kinds++;
    const named = names.filter((n) => n !== undefined);
    const ballot = ballots?.condition(sql.join(named, sql` AND `));
    for (const reading of addressAlternatives)
      arms.push({
        match,
        rank,
        where: sql.join(
          [
            sql`c.is_active`,
            ...others,
            ...(ballot ? [ballot] : []),
            ...[...named, reading].filter((n) => n !== undefined),
          ],
          sql` AND `,
        ),
        ...(readAllThenSort && { readAllThenSort }),
        ...(ballots?.readsBallots && { readsBallots: true as const }),
      });
  };
  const first = values.firstName === undefined ? undefined : givenNameReadings(values.firstName);
  const last = values.lastName === undefined ? undefined : surnameReadings(values.lastName);
  add('prefix', [first?.asTyped, last?.asTyped]);
  if (first?.byNickname) add('nickname', [first.byNickname, last?.asTyped]);
  if (last?.byPart) add('surnamePart', [first?.either, last.byPart], true);
  return arms;
}

/** The filters a ballot row answers by itself besides its group. */
const CARRIED_BY_BALLOTS = new Set<ContactFilterKey>([
  'lastName',
  'firstName',
  'supporterStatus',
  'ballotStatus',
]);

/**
 * The ballotStatus filter of a search with a name, read through the copy of the voter's name keys, activity and
 * supporter status each ballot carries (migrations 0042-0044, decision 0406): the name's ballots of the group are
 * one range of ballots_name_idx, ballots_first_name_idx or ballots_last_part_idx, where meeting them from the
 * contacts' side read the name index for every voter of the name (46,000 entries for "Ma" at 5,000,000 voters) and
 * probed or hashed their ballots. `condition` takes an arm's name conditions (written on `c`, which the ballots'
 * columns answer too).
 * - With nothing else but the names and a supporter status, and a group voters hold a ballot in, the arm is read
 *   from the ballots alone (`readsBallots`): the condition is on the ballot row itself.
 * - Otherwise the contacts are met with the name's ballots of the group, a small set the planner hashes: the
 *   contact's own ballot carries its name, so the answer is the one of the plain EXISTS.
 * Undefined (the plain EXISTS, one probe per contact) without a name, or with a suffix typed after the last name
 * (the suffix is the contact's, not carried).
 */
function ballotReading(values: FilterValues) {
  const { ballotStatus, firstName, lastName, supporterStatus } = values;
  if (!ballotStatus || (lastName === undefined && firstName === undefined)) return undefined;
  if (lastName !== undefined && surnameAndSuffix(lastName).suffix) return undefined;
  const notVoted = ballotStatus.status === 'not-voted';
  const setKeys = (Object.keys(values) as ContactFilterKey[]).filter((key) => values[key] !== undefined);
  if (!notVoted && setKeys.every((key) => CARRIED_BY_BALLOTS.has(key))) {
    // The supporter status, if any, is among the arm's other conditions, on the ballot's own copy.
    const held = ballotsOfGroup('c', ballotStatus);
    return { readsBallots: true, condition: () => held };
  }
  const group = ballotsOfGroup('c', ballotStatus, supporterStatus);
  return {
    readsBallots: false,
    // The subquery's own `c` (ballots) answers the arm's name conditions; the outer `c` is the contact.
    condition: (names: SQL) => {
      const found = sql`EXISTS (SELECT 1 FROM (SELECT c.contact_id FROM ballots c
        WHERE c.is_active AND ${group} AND ${names}) named WHERE named.contact_id = c.id)`;
      return notVoted ? sql`NOT ${found}` : found;
    },
  };
}

/** The filter values as a key for remembered search totals: equal values, equal key. */
export const filtersKey = (values: FilterValues) =>
  JSON.stringify((Object.keys(CONTACT_FILTERS) as ContactFilterKey[]).map((key) => values[key] ?? null));

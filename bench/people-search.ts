/**
 * `tsx bench/people-search.ts postgres://…|DATA_DIR [N]`: nickname, similar-name and address searches, and a first
 * name alone (a prefix, or a nickname) (issue 18)
 * against a database loaded with N demo voters, through the service the API uses (page and total in one
 * round trip, no remembered totals; similar names when the page is not full), each beside a hand-written
 * SQL of the same work timed in the same run, query by query, and the ratio. Every query differs from the
 * others, so nothing is answered from a cache.
 */
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../src/common/constants.js';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import type { Database } from '../src/server/db/client.js';
import { rows } from '../src/server/db/rows.js';
import { NICKNAME_TABLE } from '../src/server/search/names/nickname-table.js';
import { nicknamesOf } from '../src/server/search/names/nicknames.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { STORED_DIRECTIONS, startsWithDirection } from '../src/server/search/street-words.js';
import { describeEngine, openBenchTarget } from './engine.js';
import { quote, prefixRange as range } from './sql-text.js';
import { count, machineLine, serviceBesidePlain } from './stats.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const PER_KIND = 150;

const SUMMARY = `id, system_id, full_name, first_name, middle_name, last_name, date_of_birth::text,
  street_address, city, state, zip_code, party, voter_status, supporter_status, volunteer_likeliness`;

interface Case {
  query: SearchQuery;
  /** The same search by hand: one statement, or two when similar names are looked for. */
  plain: string[];
}

const NAME_ORDER = 'last_name_key, first_name_key, id';

/** A count of every match, or (`capped`) as the service counts: at most one past the cap. */
const countSql = (where: string, capped: boolean) =>
  capped
    ? `(SELECT count(*) FROM (SELECT FROM contacts WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}) capped)`
    : `(SELECT count(*) FROM contacts WHERE ${where})`;

/** A page of 20 and its total; `capped` where a search can match thousands (a first name alone). */
const pageSql = (where: string, order = NAME_ORDER, capped = false) =>
  `SELECT ${countSql(where, capped)}::int AS total,
     (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${SUMMARY} FROM contacts WHERE ${where}
       ORDER BY ${order} LIMIT 20) p) AS contacts`;

/**
 * An address's readings (the street as typed and after each direction), each one range of an index holding the
 * names: by hand, each reading's first page and capped count, put together (the service also skips the readings
 * nobody lives on, after one probe; the hand-written statement reads them all).
 */
const readingsPageSql = (readings: string[]) => {
  const where = (r: string) => `is_active AND ${r}`;
  const total = readings.map((r) => countSql(where(r), true)).join(' + ');
  const firsts = readings
    .map(
      (r) =>
        `(SELECT id, last_name_key, first_name_key FROM contacts WHERE ${where(r)} ORDER BY ${NAME_ORDER} LIMIT 20)`,
    )
    .join(' UNION ALL ');
  return `SELECT (${total})::int AS total,
     (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${SUMMARY} FROM contacts WHERE id IN (
       SELECT id FROM (${firsts}) f ORDER BY ${NAME_ORDER} LIMIT 20) ORDER BY ${NAME_ORDER}) p) AS contacts`;
};

/**
 * A first name alone, as typed: its prefix matches first, then its nicknames' (when it has any). By hand: the
 * prefix's page, or each set's first page put together, and each set counted to the cap.
 */
function firstNameAlone(typed: string): Case {
  const first = range('first_name_key', typed);
  const names = nicknamesOf(typed);
  const order = `ORDER BY ${NAME_ORDER} LIMIT 20`;
  const prefixWhere = `is_active AND ${first}`;
  const query = { page: 1, limit: 20, firstName: typed } as SearchQuery;
  if (!names.length) return { query, plain: [pageSql(prefixWhere, NAME_ORDER, true)] };
  const nicknameWhere = `is_active AND first_name_key = any('{${names.join(',')}}'::text[]) AND NOT ${first}`;
  return {
    query,
    plain: [
      `SELECT ${countSql(prefixWhere, true)} + ${countSql(nicknameWhere, true)} AS total,
         (SELECT json_agg(p) FROM (
           SELECT ${SUMMARY} FROM contacts JOIN (
             SELECT * FROM (SELECT id, 1 AS part, last_name_key k1, first_name_key k2 FROM contacts WHERE ${prefixWhere} ${order}) a
             UNION ALL
             SELECT * FROM (SELECT id, 2, last_name_key, first_name_key FROM contacts WHERE ${nicknameWhere} ${order}) b
             ORDER BY part, k1, k2, id LIMIT 20) ids USING (id)
           ORDER BY part, k1, k2, id) p) AS contacts`,
    ],
  };
}

/** First-name prefixes of two to four letters taken from the data, in no particular order. */
async function firstPrefixCases(database: Database): Promise<Case[]> {
  const prefixes = (
    await rowsOfText<{ p: string }>(
      database,
      `SELECT p FROM (
         SELECT DISTINCT left(first_name_key, 2 + (abs(hashtext(first_name_key)) % 3)) AS p
         FROM contacts WHERE is_active AND first_name_key ~ '^[a-z]{4}') s
       ORDER BY md5(p) LIMIT ${PER_KIND}`,
    )
  ).map((r) => r.p);
  return prefixes.map(firstNameAlone);
}

/** Nicknames alone ("bill", "kathy", "paco" …), each a different one, without a last name. */
function nicknameAloneCases(): Case[] {
  const nicknames = [...new Set(NICKNAME_TABLE.flatMap(([, ...short]) => short))];
  return nicknames.slice(0, PER_KIND).map(firstNameAlone);
}

/** The rows of a query written out as text (the cases' sampling queries). */
const rowsOfText = <T extends object>(database: Database, query: string) =>
  rows<T>(database.db, sql.raw(query));

/** Nicknames ("bill", "bob" …) each with a different two-letter last-name prefix. */
async function nicknameCases(database: Database): Promise<Case[]> {
  const prefixes = (
    await rowsOfText<{ p: string }>(
      database,
      `SELECT left(last_name_key, 2) AS p FROM contacts WHERE is_active GROUP BY 1 ORDER BY count(*) DESC LIMIT 40`,
    )
  ).map((r) => r.p);
  const nicknames = ['bill', 'bob', 'jim', 'mike', 'liz', 'kathy', 'pepe', 'paco', 'dave', 'tom'];
  const out: Case[] = [];
  for (const prefix of prefixes)
    for (const nickname of nicknames) {
      if (out.length >= PER_KIND) return out;
      const names = `'{${nicknamesOf(nickname).join(',')}}'::text[]`;
      const first = range('first_name_key', nickname);
      const last = range('last_name_key', prefix);
      const part = `(gw_surname_last_part(last_name_key) IS NOT NULL AND ${range('gw_surname_last_part(last_name_key)', prefix)})`;
      const where = `is_active AND (${last} OR ${part}) AND (${first} OR first_name_key = any(${names}))`;
      // As typed, then by a nickname, then by the last part of a compound surname ("Reyes" in Garcia-Reyes).
      const order = `NOT ${last}, (${last} AND NOT ${first}), ${NAME_ORDER}`;
      out.push({
        query: { page: 1, limit: 20, firstName: nickname, lastName: prefix } as SearchQuery,
        plain: [pageSql(where, order)],
      });
    }
  return out;
}

/**
 * Names with two middle letters swapped ("smith" → "smtih", "brian" → "brain"), typed alone: no match, so similar
 * names are looked for. By hand: the page as typed, then the close names and ten contacts of each, closest first.
 */
async function misspeltCases(database: Database, field: 'lastName' | 'firstName'): Promise<Case[]> {
  const key = field === 'lastName' ? 'last_name_key' : 'first_name_key';
  const names = (
    await rowsOfText<{ name: string }>(
      database,
      `SELECT ${key} AS name FROM contacts WHERE is_active AND ${key} ~ '^[a-z]{5,}$'
       GROUP BY 1 ORDER BY md5(${key}) LIMIT ${PER_KIND}`,
    )
  ).map((r) => r.name);
  return names.map((name) => {
    const typo = name.slice(0, 2) + name[3] + name[2] + name.slice(4);
    const text = `gw_fold(${quote(typo)})`;
    const asTyped = range(key, typo);
    return {
      query: { page: 1, limit: 20, [field]: typo } as unknown as SearchQuery,
      plain: [
        pageSql(`is_active AND ${asTyped}`, NAME_ORDER, true),
        `WITH close AS (
           SELECT name FROM (
             SELECT ${key} AS name FROM contacts WHERE is_active AND soundex(${key}) = soundex(${text})
             UNION
             SELECT ${key} FROM contacts WHERE is_active AND dmetaphone(${key}) = dmetaphone(${text})
           ) sounds
           ORDER BY levenshtein(left(name, 255), left(${text}, 255)), similarity(name, ${text}) DESC, name LIMIT 30)
         SELECT c.* FROM close CROSS JOIN LATERAL (
           SELECT ${SUMMARY}, last_name_key, first_name_key FROM contacts WHERE is_active AND ${key} = close.name
             AND NOT ${asTyped} ORDER BY ${NAME_ORDER} LIMIT 10) c
         ORDER BY levenshtein(left(close.name, 255), left(${text}, 255)), c.last_name_key, c.first_name_key, c.id
         LIMIT 10`,
      ],
    };
  });
}

/** "2661 Lake" (a house number and the street's first word) and "Lake Ella" (a street alone), half each. */
async function addressCases(database: Database): Promise<Case[]> {
  const addresses = (
    await rowsOfText<{ a: string }>(
      database,
      `SELECT street_address AS a FROM contacts WHERE is_active AND street_address ~ '^[0-9]+ [A-Za-z]+ [A-Za-z]'
       GROUP BY 1 ORDER BY md5(street_address) LIMIT ${PER_KIND}`,
    )
  ).map((r) => r.a);
  const cases = addresses.map((address, i) => {
    const words = address.split(' ');
    const typed = i % 2 ? `${words[0]} ${words[1]}` : `${words[1]} ${words[2]}`;
    // A street without a direction is read without the one the stored street may start with (migration 0024).
    const direction = startsWithDirection(i % 2 ? (words[1] ?? '') : typed);
    const house = `${words[0]} `;
    const readings = direction
      ? [range(i % 2 ? 'street_address_key' : 'street_name_key', typed, 'gw_address_key')]
      : i % 2
        ? anyDirection('street_address_key', words[1] ?? '', house)
        : anyDirection('street_name_key', typed);
    return {
      query: { page: 1, limit: 20, address: typed } as SearchQuery,
      plain: [readingsPageSql(readings)],
    };
  });
  return distinctAddresses(cases);
}

/** The street as typed or after any direction a stored street may start with: one range of the key each. */
const anyDirection = (key: string, street: string, before = '') =>
  ['', ...STORED_DIRECTIONS.map((d) => `${d} `)].map((d) =>
    range(key, `${before}${d}${street}`, 'gw_address_key'),
  );

/**
 * A street that starts with a direction, typed without it: "Monroe St" (the street alone) and "2742 Monroe" (a
 * house number and the street's first word), half each: a range of the street (or address) key's index for the
 * street as typed and one for each direction it may start with.
 */
async function streetWithoutDirectionCases(database: Database): Promise<Case[]> {
  const addresses = (
    await rowsOfText<{ a: string }>(
      database,
      `SELECT street_address AS a FROM contacts
       WHERE is_active AND street_address ~ '^[0-9]+ (N|S|E|W) [A-Za-z]+ [A-Za-z]+'
       GROUP BY 1 ORDER BY md5(street_address || 'direction') LIMIT ${PER_KIND}`,
    )
  ).map((r) => r.a);
  const cases = addresses.map((address, i) => {
    const [house = '', , street = '', type = ''] = address.split(' ');
    const typed = i % 2 ? `${house} ${street}` : `${street} ${type}`;
    const readings =
      i % 2
        ? anyDirection('street_address_key', street, `${house} `)
        : anyDirection('street_name_key', typed);
    return {
      query: { page: 1, limit: 20, address: typed } as SearchQuery,
      plain: [readingsPageSql(readings)],
    };
  });
  return distinctAddresses(cases);
}

/** How a street word is on its way to being typed: the start of the long word its short form stands for. */
const UNFINISHED: Record<string, string> = {
  Dr: 'Dri',
  St: 'Stre',
  Rd: 'Roa',
  Ave: 'Avenu',
  Blvd: 'Boule',
  Hwy: 'Highw',
  Pkwy: 'Parkw',
};

/** How a street word is typed in full: the long word its short form stands for. */
const FINISHED: Record<string, string> = {
  Dr: 'Drive',
  St: 'Street',
  Rd: 'Road',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Hwy: 'Highway',
  Pkwy: 'Parkway',
};

/**
 * Addresses whose street ends in one of `words`' short forms, typed with that word as `words` gives it ("Lake
 * Ella Dri", "2661 Mahan Drive"; half with the house number). The search reads two ranges of the address index:
 * the short form as a whole word, and `otherReading` (its start, from the street and the word as typed).
 */
async function streetWordCases(
  database: Database,
  words: Record<string, string>,
  otherReading: (street: string, word: string) => string,
  order = '',
): Promise<Case[]> {
  const addresses = (
    await rowsOfText<{ a: string }>(
      database,
      `SELECT street_address AS a FROM contacts
       WHERE is_active AND street_address ~ '^[0-9]+ [A-Za-z ]+ (${Object.keys(words).join('|')})$'
       GROUP BY 1 ORDER BY md5(street_address${order}) LIMIT ${PER_KIND}`,
    )
  ).map((r) => r.a);
  const cases = addresses.map((address, i) => {
    const all = address.split(' ');
    const suffix = all.at(-1) ?? '';
    const house = i % 2 ? `${all[0]} ` : '';
    const name = all.slice(1, -1).join(' ');
    const street = `${house}${name}`;
    const word = words[suffix] ?? '';
    const key = i % 2 ? 'street_address_key' : 'street_name_key';
    // From the first reading's start to the second's end, then each reading ("dr" sorts before "dri").
    const readingsOf = (typed: string) => {
      const whole = { from: `gw_address_key(${quote(`${typed} ${suffix}`)})`, end: `' ' || chr(1114111)` };
      const other = { from: otherReading(typed, word), end: 'chr(1114111)' };
      const [first, second] = suffix.toLowerCase() < word.toLowerCase() ? [whole, other] : [other, whole];
      return `(${key} >= ${first.from} AND ${key} < ${second.from} || ${second.end}
        AND (${key} < ${first.from} || ${first.end} OR ${key} >= ${second.from}))`;
    };
    // A street typed without a direction: the same for each direction the stored street may start with.
    const directions = startsWithDirection(name) ? [''] : ['', ...STORED_DIRECTIONS.map((d) => `${d} `)];
    return {
      query: { page: 1, limit: 20, address: `${street} ${word}` } as SearchQuery,
      plain: [readingsPageSql(directions.map((d) => readingsOf(`${house}${d}${name}`)))],
    };
  });
  return distinctAddresses(cases);
}

/** "Lake Ella Dri": the start of the street word as typed. */
const unfinishedWordCases = (database: Database) =>
  streetWordCases(database, UNFINISHED, (street, word) => `gw_address_key(${quote(`${street} ${word}`)})`);

/** "Lake Ella Drive": the long word kept whole (the key alone would write it short). */
const finishedWordCases = (database: Database) =>
  streetWordCases(
    database,
    FINISHED,
    (street, word) => `(gw_address_key(${quote(street)}) || ' ' || ${quote(word.toLowerCase())})`,
    " || 'finished'",
  );

/** Each typed address once: a repeated one would find its total remembered. */
const distinctAddresses = (cases: Case[]) => [...new Map(cases.map((c) => [c.query.address, c])).values()];

async function run(database: Database, label: string, list: Case[]) {
  const plain = async (c: Case) => {
    for (const statement of c.plain) await database.db.execute(sql.raw(statement));
  };
  console.log(await serviceBesidePlain(label, list, (c) => searchContacts(database.db, c.query), plain));
}

const database = await openBenchTarget(target);
await database.migrate();
await database.db.execute(sql`ANALYZE contacts`);
console.log(
  `${machineLine()}\nDataset: ${count(voters)} demo voters (seed 1), ${await describeEngine(database)}\n`,
);
console.log('| search | queries | service (page + total) | plain SQL, same work | ratio (p95) |');
console.log('|---|---|---|---|---|');
const [
  nicknames,
  similar,
  addresses,
  withoutDirection,
  unfinishedWords,
  finishedWords,
  firstPrefixes,
  similarFirst,
] = [
  await nicknameCases(database),
  await misspeltCases(database, 'lastName'),
  await addressCases(database),
  await streetWithoutDirectionCases(database),
  await unfinishedWordCases(database),
  await finishedWordCases(database),
  await firstPrefixCases(database),
  await misspeltCases(database, 'firstName'),
];
// Warm-up on queries of another kind's values, not timed and not repeated later.
await searchContacts(database.db, { page: 1, limit: 20, lastName: 'zz' } as SearchQuery);
await run(database, 'first name as a nickname + last-name prefix', nicknames);
await run(database, 'misspelt last name (no match; similar names)', similar);
await run(database, 'address: house number + street, or street alone', addresses);
await run(database, 'address without its street\'s direction ("Monroe St", "2742 Monroe")', withoutDirection);
await run(database, 'address with its street word still being typed ("Lake Ella Dri")', unfinishedWords);
await run(database, 'address with its street word typed in full ("Lake Ella Drive")', finishedWords);
await run(database, 'first-name prefix alone (2–4 letters)', firstPrefixes);
await run(database, 'first name alone as a nickname', nicknameAloneCases());
await run(database, 'misspelt first name alone (similar names)', similarFirst);
await database.close();

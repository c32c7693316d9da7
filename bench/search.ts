/**
 * Search speed on N generated voters: 200 random realistic queries per kind, through the same service
 * the API uses (page and total in one round trip), p50/p95/max, plus EXPLAIN ANALYZE of one of each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import type { Database } from '../src/server/db/client.js';
import { rows } from '../src/server/db/rows.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import type { BenchEngine } from './engine.js';
import { percentile } from './stats.js';

const PARTIES = ['DEM', 'REP', 'NPA', 'IND', 'LPF'];

export interface NameSample {
  lasts: string[];
  firsts: string[];
}

const sampled = new Map<number, NameSample>();

/** Every step-th generated voter's names (generating a million voters takes seconds, so once per size). */
function sampleNames(voters: number): NameSample {
  const known = sampled.get(voters);
  if (known) return known;
  const step = Math.max(1, Math.floor(voters / 2_000));
  const lasts: string[] = [];
  const firsts: string[] = [];
  let i = 0;
  for (const v of generateVoters({ count: voters, seed: 1 })) {
    if (i++ % step === 0) {
      lasts.push(v['Name Last']);
      firsts.push(v['Name First']);
    }
  }
  sampled.set(voters, { lasts, firsts });
  return { lasts, firsts };
}

function seededPick(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return { next, pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] as T };
}

export type SearchKind = 'name prefix' | 'name prefix + filters' | 'filter only (age or party)';

export const SEARCH_KINDS: SearchKind[] = [
  'name prefix',
  'name prefix + filters',
  'filter only (age or party)',
];

export function makeQueries(kind: SearchKind, voters: number, count = 200): SearchQuery[] {
  return makeQueriesFrom(kind, sampleNames(voters), count);
}

/** Realistic searches built from names that exist: a 2-4 letter prefix, sometimes a first name, filters. */
export function makeQueriesFrom(kind: SearchKind, { lasts, firsts }: NameSample, count = 200): SearchQuery[] {
  const r = seededPick(kind.length * 7_919);
  const prefix = (name: string) => name.slice(0, 2 + Math.floor(r.next() * 3));
  return Array.from({ length: count }, () => {
    const base = { page: 1 + Math.floor(r.next() * 3), limit: 20 } as SearchQuery;
    if (kind === 'filter only (age or party)') {
      if (r.next() < 0.5) return { ...base, party: r.pick(PARTIES) };
      const min = 18 + Math.floor(r.next() * 60);
      return { ...base, minAge: min, maxAge: min + 7 };
    }
    const named: SearchQuery = {
      ...base,
      lastName: prefix(r.pick(lasts)),
      ...(r.next() < 0.3 ? { firstName: prefix(r.pick(firsts)) } : {}),
    };
    if (kind === 'name prefix') return named;
    const extra = r.next();
    if (extra < 0.33) return { ...named, city: 'Tallahassee' };
    if (extra < 0.66) return { ...named, party: r.pick(PARTIES) };
    const min = 18 + Math.floor(r.next() * 50);
    return { ...named, minAge: min, maxAge: min + 15 };
  });
}

export async function timeQueries(database: Database, queries: SearchQuery[]) {
  for (const q of queries.slice(0, 10)) await searchContacts(database.db, q); // warm-up
  const times: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    await searchContacts(database.db, q);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] ?? 0 };
}

/** EXPLAIN ANALYZE of the search statement for one query (the SQL the service sends, with values inlined). */
export async function explainSearch(database: Database, where: string) {
  const plan = await rows<Record<string, string>>(
    database.db,
    sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
      SELECT (SELECT count(*) FROM contacts WHERE ${where})::int AS total,
             (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT id, full_name FROM contacts WHERE ${where}
               ORDER BY last_name_key, first_name_key, id LIMIT 20) p) AS contacts`),
  );
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

const EXPLAINED: [string, string][] = [
  [
    'last name "smi"',
    `is_active AND last_name_key >= gw_fold('smi') AND last_name_key < gw_fold('smi') || chr(1114111)`,
  ],
  ['party REP', `is_active AND party = 'REP'`],
  [
    'age 40-47',
    `is_active AND date_of_birth <= (current_date - make_interval(years => 40))::date AND date_of_birth > (current_date - make_interval(years => 48))::date`,
  ],
];

/** EXPLAIN ANALYZE of three typical searches, written to bench/out/explain-<engine>.txt. */
export async function writeSearchPlans(engine: BenchEngine, database: Database) {
  const plans = [];
  for (const [label, where] of EXPLAINED)
    plans.push(`-- ${engine}: ${label}\n${await explainSearch(database, where)}`);
  fs.mkdirSync(path.join('bench', 'out'), { recursive: true });
  const file = path.join('bench', 'out', `explain-${engine}.txt`);
  fs.writeFileSync(file, `${plans.join('\n\n')}\n`);
  return file;
}

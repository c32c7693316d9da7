/**
 * `tsx bench/ballots.ts import postgres://…/base [VOTERS]`: a daily ballot file of VOTERS rows (default 180,000;
 * the generic CSV, every row a distinct voter of VOTERS demo voters, statuses spread as in the last week of an
 * election) into a scratch database, through the import the upload runs (check of the statuses, read, staging in
 * chunks, one transaction replacing the election's ballots, job row), beside a plain COPY of the same file into a
 * staging table + one INSERT … SELECT joined to contacts (for each voter's id, supporter status, name keys and activity), in the same run: three rounds of (ours into an empty
 * table, the next day's file with 10 % of the statuses moved over it, plain), after one plain run; medians.
 *
 * `tsx bench/ballots.ts filters postgres://…/db`: the ballotStatus filters and the election view against a
 * database of demo voters (1,000,000), through the services the API uses, each beside the plain SQL of the same
 * work. When the database has no ballots, a third of the voters get one by SQL first (and 8 % are supporters).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BALLOT_FILTERS } from '../src/common/ballots.js';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { firstRow } from '../src/server/db/rows.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { electionViewOf } from '../src/server/elections/election-view.js';
import { startImport } from '../src/server/imports/run/start-import.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { withScratchPostgres } from './scratch-postgres.js';
import { BENCH_ELECTION, seedBallotsBySql } from './seed-ballots.js';
import { count, machineLine, percentile } from './stats.js';

const [mode = '', target = '', n] = process.argv.slice(2);
const seconds = (t0: number) => (performance.now() - t0) / 1000;

const STATUSES = [
  'Requested',
  'Mailed',
  'Mailed',
  'Returned',
  'Accepted',
  'Accepted',
  'Rejected',
  'Early Voted',
];

/** The day's file: one row per voter id, statuses by a seeded spread; `day` moves a tenth of them. */
async function writeBallotFile(file: string, voterIds: string[], day: number) {
  const out = createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write('Voter ID,Election Date,Ballot Status,Status Date,Rejection Reason,Cure Deadline\n');
  for (let i = 0; i < voterIds.length; i++) {
    const moved = day > 1 && i % 10 === 0 ? 1 : 0;
    const status = STATUSES[(i * 7 + moved) % STATUSES.length] as string;
    const dateDay = 10 + ((i + moved) % 20);
    const reason = status === 'Rejected' ? 'Signature does not match' : '';
    const cure = status === 'Rejected' ? '11/05/2026' : '';
    await write(`${voterIds[i]},11/03/2026,${status},10/${dateDay}/2026,${reason},${cure}\n`);
  }
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
}

/** COPY the CSV into a staging table and one INSERT … SELECT into ballots (the same rows, no checks). */
async function plainCopyAndInsert(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE ballots, ballot_files');
    await client.query('CHECKPOINT');
    const t0 = performance.now();
    await client.query('BEGIN');
    await client.query(
      'CREATE TEMP TABLE staging (voter_id text, d text, s text, sd text, r text, cure text) ON COMMIT DROP',
    );
    await pipeline(
      createReadStream(file),
      client.query(copyFrom('COPY staging FROM STDIN (FORMAT csv, HEADER)')),
    );
    await client.query(`INSERT INTO ballots (election_date, contact_id, status, status_date, reason, cure_deadline, source,
        supporter_status, last_name_key, first_name_key, is_active)
      SELECT to_date(s.d, 'MM/DD/YYYY'), c.id,
        CASE lower(s.s) WHEN 'early voted' THEN 'early' ELSE lower(s.s) END, to_date(s.sd, 'MM/DD/YYYY'),
        nullif(s.r, ''), to_date(nullif(s.cure, ''), 'MM/DD/YYYY'), 'file', c.supporter_status, c.last_name_key,
        c.first_name_key, c.is_active
      FROM staging s JOIN contacts c ON c.system_id = s.voter_id`);
    await client.query('COMMIT');
    return seconds(t0);
  } finally {
    await client.end();
  }
}

async function ourImport(database: Database, url: string, file: string, truncate: boolean) {
  if (truncate) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('TRUNCATE ballots, ballot_files');
    await client.query('CHECKPOINT');
    await client.end();
  }
  const { size } = await stat(file);
  const t0 = performance.now();
  const { done } = await startImport({
    db: database.db,
    uploadId: `bench-${randomUUID()}`,
    userId: null,
    file,
    fileName: path.basename(file),
    fileSizeBytes: size,
    full: false,
  });
  const totals = await done;
  return { seconds: seconds(t0), totals };
}

async function benchImport(baseUrl: string, voters: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gw-bench-ballots-'));
  try {
    await withScratchPostgres(baseUrl, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      try {
        await database.migrate();
        let t0 = performance.now();
        const generated = [...generateVoters({ count: voters, seed: 1 })];
        await loadVoters(database.db, generated);
        console.log(`loaded ${count(voters)} demo voters in ${seconds(t0).toFixed(1)} s`);
        const ids = generated.map((v) => v['Voter ID']);
        const day1 = path.join(dir, 'ballots-day1.csv');
        const day2 = path.join(dir, 'ballots-day2.csv');
        t0 = performance.now();
        await writeBallotFile(day1, ids, 1);
        await writeBallotFile(day2, ids, 2);
        console.log(`wrote two files of ${count(ids.length)} rows in ${seconds(t0).toFixed(1)} s\n`);
        console.log(`${machineLine()}\n`);
        // Alternating rounds: the machine is shared, so each import is set beside the plain runs around it.
        const plainTimes: number[] = [await plainCopyAndInsert(url, day1)];
        const ourTimes: number[] = [];
        const nextDayTimes: number[] = [];
        for (let round = 1; round <= 3; round++) {
          const ours = await ourImport(database, url, day1, true);
          ourTimes.push(ours.seconds);
          const next = await ourImport(database, url, day2, false);
          nextDayTimes.push(next.seconds);
          plainTimes.push(await plainCopyAndInsert(url, day1));
          console.log(
            `round ${round}: import ${ours.seconds.toFixed(2)} s (${count(ours.totals.inserted)} stored), next day's file ${next.seconds.toFixed(2)} s (${count(next.totals.updated)} changed), plain ${plainTimes.at(-1)?.toFixed(2)} s`,
          );
        }
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
        const plain = median(plainTimes);
        console.log(
          `median: plain COPY + INSERT … SELECT ${plain.toFixed(2)} s (${plainTimes.map((t) => t.toFixed(2)).join(', ')}); import ${median(ourTimes).toFixed(2)} s, ratio ${(median(ourTimes) / plain).toFixed(2)}; next day's file ${median(nextDayTimes).toFixed(2)} s, ratio ${(median(nextDayTimes) / plain).toFixed(2)}`,
        );
      } finally {
        await database.close();
      }
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ELECTION = BENCH_ELECTION;

const SUMMARY = `id, system_id, full_name, first_name, middle_name, last_name, date_of_birth::text,
  street_address, city, state, zip_code, party, voter_status, supporter_status, volunteer_likeliness`;

const p = (times: number[], q: number) =>
  percentile(
    [...times].sort((a, b) => a - b),
    q,
  );
const row = (label: string, cases: number, ours: number[], plain: number[]) =>
  `| ${label} | ${cases} | p50 ${p(ours, 0.5).toFixed(1)} ms, **p95 ${p(ours, 0.95).toFixed(1)} ms** | p50 ${p(plain, 0.5).toFixed(1)} ms, p95 ${p(plain, 0.95).toFixed(1)} ms | ${(p(ours, 0.95) / p(plain, 0.95)).toFixed(2)} |`;

async function benchFilters(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await seedBallotsBySql(database.db);
    const sizes = await firstRow<{ contacts: number; ballots: number; supporters: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM contacts)::int AS contacts, (SELECT count(*) FROM ballots)::int AS ballots,
        (SELECT count(*) FROM contacts WHERE is_active AND supporter_status IN ('confirmed-supporter', 'likely-supporter'))::int AS supporters`,
    );
    console.log(
      `${machineLine()}\nDataset: ${count(sizes?.contacts ?? 0)} contacts, ${count(sizes?.ballots ?? 0)} ballots, ${count(sizes?.supporters ?? 0)} supporters, PostgreSQL\n`,
    );
    const statuses: Record<string, string> = {
      requested: `b.status IN ('requested', 'mailed')`,
      returned: `b.status = 'returned'`,
      rejected: `b.status = 'rejected'`,
      voted: `b.status IN ('accepted', 'early', 'voted')`,
    };
    const where = (f: string) => {
      const voted = `EXISTS (SELECT 1 FROM ballots b WHERE b.election_date = '${ELECTION}' AND b.contact_id = contacts.id AND ${statuses[f === 'not-voted' ? 'voted' : f]})`;
      return f === 'not-voted' ? `NOT ${voted}` : voted;
    };
    console.log('| search | queries | service (page + total) | plain SQL, same work | ratio (p95) |');
    console.log('|---|---|---|---|---|');
    for (const [label, extra] of [
      ['ballotStatus', {}],
      ['ballotStatus + supporters', { supporterStatus: ['confirmed-supporter', 'likely-supporter'] }],
    ] as const) {
      const ours: number[] = [];
      const plain: number[] = [];
      const supportersSql =
        'supporterStatus' in extra
          ? ` AND supporter_status IN ('confirmed-supporter', 'likely-supporter')`
          : '';
      const cases = BALLOT_FILTERS.flatMap((f) => [1, 2, 3, 4].map((page) => ({ f, page })));
      for (const c of cases.slice(0, 5))
        await searchContacts(database.db, {
          page: c.page,
          limit: 20,
          ballotStatus: c.f,
          ...extra,
        } as SearchQuery);
      for (const c of cases) {
        let t0 = performance.now();
        await searchContacts(database.db, {
          page: c.page,
          limit: 20,
          ballotStatus: c.f,
          ...extra,
        } as SearchQuery);
        ours.push(performance.now() - t0);
        t0 = performance.now();
        const w = `${where(c.f)}${supportersSql}`;
        await database.db.execute(
          sql.raw(`SELECT (SELECT count(*) FROM (SELECT FROM contacts WHERE is_active AND ${w} LIMIT 10001) x)::int AS total,
            (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${SUMMARY} FROM contacts WHERE is_active AND ${w}
              ORDER BY last_name_key, first_name_key, id LIMIT 20 OFFSET ${(c.page - 1) * 20}) p) AS contacts`),
        );
        plain.push(performance.now() - t0);
      }
      console.log(row(label, cases.length, ours, plain));
    }
    const ours: number[] = [];
    const plain: number[] = [];
    await electionViewOf(database.db);
    for (let i = 0; i < 30; i++) {
      let t0 = performance.now();
      await electionViewOf(database.db);
      ours.push(performance.now() - t0);
      t0 = performance.now();
      await Promise.all([
        database.db.execute(
          sql.raw(`SELECT status, count(*) FROM ballots WHERE election_date = '${ELECTION}' GROUP BY status`),
        ),
        database.db.execute(
          sql.raw(`SELECT c.precinct, count(b.contact_id), count(*) FROM contacts c LEFT JOIN ballots b
            ON b.election_date = '${ELECTION}' AND b.contact_id = c.id AND b.status IN ('accepted', 'early', 'voted')
            WHERE c.is_active AND c.supporter_status IN ('confirmed-supporter', 'likely-supporter') GROUP BY 1`),
        ),
        database.db.execute(
          sql.raw(`SELECT b.status_date, count(*) FROM ballots b JOIN contacts c ON c.id = b.contact_id
            WHERE b.election_date = '${ELECTION}' AND b.status IN ('accepted', 'early', 'voted') GROUP BY 1`),
        ),
      ]);
      plain.push(performance.now() - t0);
    }
    console.log(row('election view', 30, ours, plain));
  } finally {
    await database.close();
  }
}

if (mode === 'import' && target.startsWith('postgres')) await benchImport(target, Number(n ?? 180_000));
else if (mode === 'filters' && target.startsWith('postgres')) await benchFilters(target);
else {
  console.error('Usage: tsx bench/ballots.ts import|filters postgres://…');
  process.exit(2);
}

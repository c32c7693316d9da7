/**
 * `tsx bench/vote-history.ts import postgres://…/base [VOTERS]`: the voter history import of VOTERS demo voters
 * (default 180,000) × 10 elections (exactly 10 rows each), in a scratch database, through the import the
 * upload runs (read, parse, chunked upserts, elections, turnout counts, job row), beside a plain COPY of the
 * same file into a staging table + one INSERT … SELECT joined to contacts, measured in the same run (plain,
 * ours, plain again; the ratio is to the mean of the two plain runs).
 *
 * `tsx bench/vote-history.ts filters postgres://…/db`: the votedIn and minRecentGenerals search filters against a
 * database already loaded with demo voters (`npm run cli -- demo-data 1000000`), through the service the API
 * uses (page and total in one round trip, no remembered totals), each beside the plain SQL of the same work.
 * When the database has no vote history yet, 10 elections are written for every contact by SQL first (random
 * turnout, as the demo history file has), then the turnout counts are computed by the import's own code.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { firstRow, rows } from '../src/server/db/rows.js';
import {
  DEMO_ELECTIONS,
  generateHistory,
  writeHistoryFile,
} from '../src/server/demo-data/generate-history.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { startImport } from '../src/server/imports/run/start-import.js';
import { refreshTurnout } from '../src/server/imports/vote-history/store-vote-history.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { withScratchPostgres } from './scratch-postgres.js';
import { count, machineLine, percentile } from './stats.js';

const [mode = '', target = '', n] = process.argv.slice(2);

const seconds = (t0: number) => (performance.now() - t0) / 1000;

async function plainCopyAndInsert(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE vote_history, contact_turnout');
    await client.query('CHECKPOINT');
    const t0 = performance.now();
    await client.query('BEGIN');
    await client.query(
      'CREATE TEMP TABLE staging (county text, voter_id text, d text, t text, h text) ON COMMIT DROP',
    );
    await pipeline(createReadStream(file), client.query(copyFrom(`COPY staging FROM STDIN (FORMAT text)`)));
    await client.query(`INSERT INTO vote_history (contact_id, election_date, election_type, history_code)
      SELECT c.id, to_date(s.d, 'MM/DD/YYYY'), s.t, s.h FROM staging s JOIN contacts c ON c.system_id = s.voter_id`);
    await client.query('COMMIT');
    return seconds(t0);
  } finally {
    await client.end();
  }
}

async function ourImport(database: Database, url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('TRUNCATE vote_history, contact_turnout');
  await client.query('CHECKPOINT');
  await client.end();
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
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gw-bench-history-'));
  try {
    await withScratchPostgres(baseUrl, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      try {
        await database.migrate();
        let t0 = performance.now();
        await loadVoters(database.db, generateVoters({ count: voters, seed: 1 }));
        console.log(`loaded ${count(voters)} demo voters in ${seconds(t0).toFixed(1)} s`);
        const file = path.join(dir, 'LEO_H_20250110.txt');
        t0 = performance.now();
        const rows = await writeHistoryFile(
          file,
          generateHistory(generateVoters({ count: voters, seed: 1 }), { allElections: true }),
        );
        console.log(`wrote ${count(rows)} history rows in ${seconds(t0).toFixed(1)} s\n`);
        console.log(`${machineLine()}\n`);
        const before = await plainCopyAndInsert(url, file);
        console.log(`plain COPY + INSERT … SELECT: ${before.toFixed(1)} s`);
        const ours = await ourImport(database, url, file);
        console.log(
          `history import (as the upload runs it): ${ours.seconds.toFixed(1)} s, ${count(rows / ours.seconds)} rows/s (${count(ours.totals.inserted)} rows stored)`,
        );
        const after = await plainCopyAndInsert(url, file);
        console.log(`plain COPY + INSERT … SELECT again: ${after.toFixed(1)} s`);
        const plain = (before + after) / 2;
        console.log(`ratio (import / mean plain): ${(ours.seconds / plain).toFixed(2)}`);
        const again = await (async () => {
          const t = performance.now();
          const { done } = await startImport({
            db: database.db,
            uploadId: `bench-${randomUUID()}`,
            userId: null,
            file,
            fileName: 'again.txt',
            fileSizeBytes: 0,
            full: false,
          });
          await done;
          return seconds(t);
        })();
        console.log(`the same file again (nothing changes): ${again.toFixed(1)} s`);
      } finally {
        await database.close();
      }
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Ten elections for every contact, written by SQL (the filters are what is measured here). */
async function seedHistoryBySql(database: Database) {
  const t0 = performance.now();
  const values = DEMO_ELECTIONS.map((e) => {
    const [m, d, y] = e.date.split('/');
    return `('${y}-${m}-${d}'::date, '${e.type}')`;
  }).join(', ');
  await database.db.execute(sql.raw(`INSERT INTO elections VALUES ${values} ON CONFLICT DO NOTHING`));
  await database.db.execute(
    sql.raw(`INSERT INTO vote_history (contact_id, election_date, election_type, history_code)
    SELECT c.id, e.election_date, e.election_type,
      CASE WHEN random() < c.p * (CASE e.election_type WHEN 'GEN' THEN 1 WHEN 'PRI' THEN 0.5 ELSE 0.4 END)
        THEN (ARRAY['A', 'E', 'Y'])[1 + floor(random() * 3)::int] ELSE 'N' END
    FROM (SELECT id, power(random(), 0.6) AS p FROM contacts) c CROSS JOIN elections e
    ON CONFLICT DO NOTHING`),
  );
  await refreshTurnout(database.db);
  await database.db.execute(sql`VACUUM ANALYZE vote_history, contact_turnout, elections`);
  console.log(`seeded vote history by SQL in ${seconds(t0).toFixed(1)} s`);
}

interface Case {
  label: string;
  query: SearchQuery;
  where: string;
}

const SUMMARY = `id, system_id, full_name, first_name, middle_name, last_name, date_of_birth::text,
  street_address, city, state, zip_code, party, voter_status, supporter_status, volunteer_likeliness`;

async function benchFilters(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    const has = await firstRow<{ any: boolean }>(
      database.db,
      sql`SELECT EXISTS (SELECT 1 FROM vote_history) AS any`,
    );
    if (!has?.any) await seedHistoryBySql(database);
    const sizes = await firstRow<{ contacts: number; history: number; turnout: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM contacts)::int AS contacts,
        (SELECT count(*) FROM vote_history)::int AS history, (SELECT count(*) FROM contact_turnout)::int AS turnout`,
    );
    const dates = await rows<{ date: string; type: string }>(
      database.db,
      sql`SELECT election_date::text AS date, election_type AS type FROM elections ORDER BY 1 DESC`,
    );
    console.log(
      `${machineLine()}\nDataset: ${count(sizes?.contacts ?? 0)} contacts, ${count(sizes?.history ?? 0)} vote history rows, ${count(sizes?.turnout ?? 0)} turnout counts, PostgreSQL\n`,
    );
    const voted = (d: string) =>
      `EXISTS (SELECT 1 FROM vote_history v WHERE v.election_date = '${d}' AND v.contact_id = contacts.id AND v.history_code IN ('A', 'E', 'Y'))`;
    const atLeast = (k: number) =>
      `EXISTS (SELECT 1 FROM contact_turnout t WHERE t.contact_id = contacts.id AND t.recent_generals >= ${k})`;
    const cases = (kind: string): Case[] => {
      const out: Case[] = [];
      for (let page = 1; out.length < 100; page++) {
        if (kind === 'minRecentGenerals')
          for (const k of [1, 2, 3, 4])
            out.push({
              label: kind,
              query: { page, limit: 20, minRecentGenerals: k } as SearchQuery,
              where: atLeast(k),
            });
        if (kind === 'votedIn')
          for (const { date } of dates)
            out.push({
              label: kind,
              query: { page, limit: 20, votedIn: [date] } as SearchQuery,
              where: voted(date),
            });
        if (kind === 'votedIn (2 dates)')
          for (let i = 0; i + 1 < dates.length; i++) {
            const pair = [dates[i]?.date as string, dates[i + 1]?.date as string].sort();
            out.push({
              label: kind,
              query: { page, limit: 20, votedIn: pair } as SearchQuery,
              where: pair.map(voted).join(' AND '),
            });
          }
        if (kind === 'minRecentGenerals + last-name prefix')
          for (const [k, prefix] of [
            [3, 'Ma'],
            [4, 'Jo'],
            [2, 'Wi'],
            [1, 'Sm'],
          ] as const)
            out.push({
              label: kind,
              query: { page, limit: 20, minRecentGenerals: k, lastName: prefix } as SearchQuery,
              where: `${atLeast(k)} AND last_name_key >= gw_fold('${prefix}') AND last_name_key < gw_fold('${prefix}') || chr(1114111)`,
            });
      }
      return out.slice(0, 100);
    };
    console.log('| search | queries | service (page + total) | plain SQL, same work | ratio (p95) |');
    console.log('|---|---|---|---|---|');
    for (const kind of [
      'minRecentGenerals',
      'votedIn',
      'votedIn (2 dates)',
      'minRecentGenerals + last-name prefix',
    ]) {
      const list = cases(kind);
      const plain = (c: Case) =>
        database.db.execute(
          sql.raw(`SELECT (SELECT count(*) FROM (SELECT FROM contacts WHERE is_active AND ${c.where} LIMIT 10001) x)::int AS total,
            (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${SUMMARY} FROM contacts WHERE is_active AND ${c.where}
              ORDER BY last_name_key, first_name_key, id LIMIT 20 OFFSET ${(c.query.page - 1) * 20}) p) AS contacts`),
        );
      for (const c of list.slice(0, 5)) await searchContacts(database.db, c.query);
      const service: number[] = [];
      const handWritten: number[] = [];
      for (const c of list) {
        let t0 = performance.now();
        await searchContacts(database.db, c.query);
        service.push(performance.now() - t0);
        t0 = performance.now();
        await plain(c);
        handWritten.push(performance.now() - t0);
      }
      const p = (times: number[], q: number) =>
        percentile(
          [...times].sort((a, b) => a - b),
          q,
        );
      console.log(
        `| ${kind} | ${list.length} | p50 ${p(service, 0.5).toFixed(1)} ms, **p95 ${p(service, 0.95).toFixed(1)} ms** | p50 ${p(handWritten, 0.5).toFixed(1)} ms, p95 ${p(handWritten, 0.95).toFixed(1)} ms | ${(p(service, 0.95) / p(handWritten, 0.95)).toFixed(2)} |`,
      );
    }
  } finally {
    await database.close();
  }
}

if (mode === 'import' && target.startsWith('postgres')) await benchImport(target, Number(n ?? 180_000));
else if (mode === 'filters' && target.startsWith('postgres')) await benchFilters(target);
else {
  console.error('Usage: tsx bench/vote-history.ts import|filters postgres://…');
  process.exit(2);
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Engine, openDatabase } from '../src/server/db/client.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { explainSearch, makeQueries, type SearchKind, timeQueries } from './search.js';

export interface BenchResult {
  engine: Engine;
  name: string;
  figure: string;
}

/** A database of its own on the PostgreSQL server of baseUrl, dropped when the work is done. */
export async function withScratchPostgres<T>(baseUrl: string, work: (url: string) => Promise<T>) {
  const name = `gw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const KINDS: SearchKind[] = ['name prefix', 'name prefix + filters', 'filter only (age or party)'];
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

async function benchEngine(engine: Engine, database: Database, voters: number): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const started = performance.now();
  await loadVoters(database.db, generateVoters({ count: voters, seed: 1 }));
  const seconds = (performance.now() - started) / 1000;
  results.push({
    engine,
    name: `load ${voters.toLocaleString('en-US')} voters (demo-data path)`,
    figure: `${seconds.toFixed(1)} s (${Math.round(voters / seconds).toLocaleString('en-US')} rows/s)`,
  });
  await database.db.execute(sql`VACUUM ANALYZE contacts`);

  for (const kind of KINDS) {
    const t = await timeQueries(database, makeQueries(kind, voters));
    results.push({
      engine,
      name: `search: ${kind} (200 queries, page + total)`,
      figure: `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)}`,
    });
  }
  const plans = [];
  for (const [label, where] of EXPLAINED)
    plans.push(`-- ${engine}: ${label}\n${await explainSearch(database, where)}`);
  fs.mkdirSync(path.join('bench', 'out'), { recursive: true });
  fs.writeFileSync(path.join('bench', 'out', `explain-${engine}.txt`), `${plans.join('\n\n')}\n`);
  return results;
}

export async function benchOnEngine(
  engine: Engine,
  voters: number,
  postgresUrl?: string,
): Promise<BenchResult[]> {
  const run = async (databaseUrl?: string) => {
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    try {
      return await benchEngine(engine, database, voters);
    } finally {
      await database.close();
    }
  };
  return engine === 'postgres' && postgresUrl ? withScratchPostgres(postgresUrl, run) : run();
}

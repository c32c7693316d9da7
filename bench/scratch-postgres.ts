/** A database of its own on a PostgreSQL server, created for one benchmark and dropped when it is done. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const benchPostgresUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

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

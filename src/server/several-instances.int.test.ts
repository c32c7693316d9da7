/**
 * Two real server processes on one PostgreSQL database, no sticky sessions: what one instance
 * did, the other knows at once (DATABASE_URL: the embedded server belongs to one app process by design).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobList, type UploadProgressEvent } from '../common/schemas/imports.js';
import { type Database, openDatabase } from './db/client.js';
import { firstRow, rows } from './db/rows.js';
import { contacts } from './db/schema/index.js';
import { generateVoters } from './demo-data/generate-voters.js';
import { writeFloridaTxt } from './imports/test/write-florida-txt.js';
import { claimNextJob } from './jobs/job-lifecycle.js';
import { createPostgresDatabase } from './test/database.js';
import { readEvents, type ServerProcess, startServer, uploadVoterFile } from './test/server-process.js';

const VOTERS = 30_000;

describe('two app instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
  let database: Database;
  let drop: () => Promise<void>;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-instances-'));

  beforeAll(async () => {
    const empty = await createPostgresDatabase();
    drop = empty.drop;
    const env = { DATABASE_URL: empty.url };
    // One after the other: both would migrate at once otherwise (serialised by an advisory lock, but slower).
    a = await startServer({ env });
    b = await startServer({ env });
    database = await openDatabase({ databaseUrl: empty.url, poolSize: 8 });
    cookie = await a.signIn();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
    fs.rmSync(work, { recursive: true, force: true });
    for (const server of [a, b]) if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const onB = await b.request('/api/auth/user', { cookie });
    expect(onB.status).toBe(200);
    expect((await onB.json()).email).toBe('admin@example.org');

    const other = await b.signIn();
    expect((await a.request('/api/auth/user', { cookie: other })).status).toBe(200);
    // The app's own Sign Out (a GET signs out only from the app's pages, which this client is not).
    await b.request('/api/logout', { method: 'POST', cookie: other });
    expect((await a.request('/api/auth/user', { cookie: other })).status).toBe(401);
  });

  it('streams an import uploaded to A to a client of B, through to completed', {
    timeout: 90_000,
  }, async () => {
    const file = path.join(work, 'LEO_20261101.txt');
    await writeFloridaTxt(file, generateVoters({ count: VOTERS, seed: 11 }));
    const { uploadId, res } = await uploadVoterFile(a, cookie, file);
    expect(res.status, await res.clone().text()).toBe(202);

    const stream = await b.request(`/api/admin/upload-progress/${uploadId}`, { cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = await readEvents<UploadProgressEvent>(stream);
    expect(events.some((e) => e.type === 'progress' && e.processed < VOTERS)).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: 'completed',
      phase: 'completed',
      processed: VOTERS,
      errors: 0,
    });
    // The progress only ever goes forward.
    const processed = events.map((e) => e.processed);
    expect(processed).toEqual([...processed].sort((x, y) => x - y));

    // The instance that received the file ran the import; B lists the same job.
    const list = importJobList.parse(await (await b.request('/api/admin/imports', { cookie })).json());
    expect(list.find((j) => j.uploadId === uploadId)).toMatchObject({
      status: 'completed',
      inserted: VOTERS,
    });
    const job = await firstRow<{ locked_by: string }>(
      database.db,
      sql`select locked_by from import_jobs where upload_id = ${uploadId}`,
    );
    expect(job?.locked_by.split(':')[1]).toBe(String(a.child.pid));
  });

  it('runs every export on exactly one instance, and either instance serves its file', {
    timeout: 90_000,
  }, async () => {
    const started: string[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await server.request('/api/admin/export/start', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ exportType: 'all', format: 'csv', party: i % 3 === 0 ? ['DEM'] : undefined }),
      });
      expect(res.status, await res.clone().text()).toBe(202);
      started.push((await res.json()).job.id);
    }
    type Job = { id: string; status: string; processedRecords: number; downloadUrl: string | null };
    let history: Job[] = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      history = await (await b.request('/api/admin/export/history', { cookie })).json();
      if (started.every((id) => history.find((j) => j.id === id)?.status === 'completed')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const id of started) expect(history.find((j) => j.id === id)?.status).toBe('completed');

    // Each job was claimed once: by one of the two instances, and its file stored once, whole.
    const claims = await rows<{ id: string; locked_by: string; pieces: number; seqs: number }>(
      database.db,
      sql`
        select j.id, j.locked_by, count(f.id)::int as pieces, coalesce(max(f.seq) + 1, 0)::int as seqs
        from export_jobs j left join export_file_chunks f on f.job_id = j.id
        group by j.id, j.locked_by`,
    );
    const pids = new Set([String(a.child.pid), String(b.child.pid)]);
    for (const id of started) {
      const row = claims.find((r) => r.id === id);
      expect(pids.has(row?.locked_by.split(':')[1] ?? '')).toBe(true);
      expect(row?.pieces).toBeGreaterThan(0);
      expect(row?.pieces).toBe(row?.seqs);
    }

    // The file of a job started on A downloads the same from B as from A.
    const first = history.find((j) => j.id === started[0]);
    const fromA = await a.request(first?.downloadUrl ?? '', { cookie });
    const fromB = await b.request(first?.downloadUrl ?? '', { cookie });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    const textA = await fromA.text();
    expect(await fromB.text()).toBe(textA);
    expect(parseCsv(textA, { bom: true, columns: true })).toHaveLength(first ? first.processedRecords : -1);
  });

  it('settings changed on A apply on B at once', async () => {
    const read = async (server: ServerProcess) =>
      (await (await server.request('/api/admin/settings', { cookie })).json()).maxSearchResults;
    const before = await read(b); // B has the settings cached now
    const next = before === 42 ? 43 : 42;
    const res = await a.request('/api/admin/settings', {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maxSearchResults: next }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // B hears the change (NOTIFY) within milliseconds; allow a second for a busy test machine.
    const changedAt = Date.now();
    let seen = before;
    while (seen !== next && Date.now() - changedAt < 1_000) seen = await read(b);
    expect(seen).toBe(next);
    // And maintenance mode, switched on B, stops a non-admin write on A at once.
    const on = await b.request('/api/admin/maintenance', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(on.status, await on.clone().text()).toBe(200);
    let status = false;
    while (!status && Date.now() - changedAt < 2_000)
      status = (await (await a.request('/api/system/status', { cookie })).json()).maintenanceMode;
    expect(status).toBe(true);
    await b.request('/api/admin/maintenance', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
  });

  it("a supporter marked on A counts in B's search at once, though B answered that search before", async () => {
    const [voter] = await database.db
      .insert(contacts)
      .values({ systemId: `several-${Date.now()}`, fullName: 'Quinn Quarry', lastName: 'Quarry' })
      .returning();
    const supporters = '/api/contacts/search?lastName=quarry&supporterStatus=confirmed-supporter';
    const total = async (server: ServerProcess) =>
      (await (await server.request(supporters, { cookie })).json()).total;
    expect(await total(b)).toBe(0);
    expect(await total(b)).toBe(0); // now remembered by B
    const res = await a.request(`/api/contacts/${voter?.id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ supporterStatus: 'confirmed-supporter' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await total(b)).toBe(1);
  });

  it('counts login attempts for one email across both instances', async () => {
    const attempt = (server: ServerProcess) =>
      server.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.org', password: 'wrong password' }),
      });
    // The limit is 10 wrong attempts per email in 15 minutes, wherever they land.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    for (const server of [a, b]) {
      const limited = await attempt(server);
      expect(limited.status).toBe(429);
      expect((await limited.json()).message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    }
  });

  // Last: it stops both instances, so that only the racing claimers below take the jobs.
  it('never hands one pending job to two claimers racing for it', async () => {
    await Promise.all([a.stop(), b.stop()]);
    const inserted = (
      await rows<{ id: string }>(
        database.db,
        sql.raw(`insert into export_jobs (status) select 'pending' from generate_series(1, 40) returning id`),
      )
    ).map((r) => r.id);
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (;;) {
          const id = await claimNextJob(database.db, 'export', `racer-${worker}`);
          if (!id) return;
          claimed.push(id);
        }
      }),
    );
    expect(claimed.length).toBe(inserted.length);
    expect(new Set(claimed)).toEqual(new Set(inserted));
  });
});

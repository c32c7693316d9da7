/**
 * `npx tsx bench/crash-burst.ts [--voters N] [--runs R] [--clients C]`: kill -9 of the app during a burst of edits,
 * on its default database. Builds when dist/ is stale, loads N demo voters (default 20,000) into a fresh DATA_DIR
 * with the built CLI, starts the built server on it (no DATABASE_URL: its own PostgreSQL), signs in as the admin
 * (ADMIN_EMAIL/ADMIN_PASSWORD at start), then R times (default 5):
 * - C clients (default 16) each send PATCH /api/contacts/:id back to back, every one a different contact with a
 *   note of its own, until the server is killed (kill -9 of the Node process alone, as a crash: its PostgreSQL
 *   is left running) once 50 to 150 of them have been answered;
 * - the server is started again on the same DATA_DIR (it stops the PostgreSQL the dead app left and starts its
 *   own), and the time from the kill until /healthz answers 200 is taken (polled every 200 ms);
 * - every edit that had been answered 2xx is read back: its note must be there (lost edits: 0).
 * The plain figure beside the time to serving again: the same kill mid-burst, then the embedded PostgreSQL alone
 * started again on that DATA_DIR exactly as the app starts it (startEmbeddedPostgres: the DATA_DIR lock taken over
 * from the dead app, the server it left stopped, a new one started) until it accepts connections; its answered
 * edits are checked too. The difference is the app's own start (Node.js, migrations check, listen).
 * Any PostgreSQL left running is stopped at the end (stopOrphanedServer).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { embeddedFiles } from '../src/server/db/embedded-postgres/files.js';
import { stopOrphanedServer } from '../src/server/db/embedded-postgres/orphan.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres/server.js';
import {
  type BuiltServer,
  ensureBuilt,
  runBuiltCli,
  serverCommand,
  startBuiltServer,
} from './built-server.js';
import { count, machineLine, summarize } from './stats.js';

const { values } = parseArgs({
  options: {
    voters: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '5' },
    clients: { type: 'string', default: '16' },
  },
});
const voters = Number(values.voters);
const runs = Number(values.runs);
const clients = Number(values.clients);
const POOL = Math.min(voters, 3_000);
const seconds = (t0: number) => (performance.now() - t0) / 1000;

interface Burst {
  /** Contact id -> the note of the edit answered 2xx. */
  acked: Map<string, string>;
  /** Sent, with no answer when the server died: saved or not, either is right. */
  inFlight: number;
  /** Answered, but not 2xx (none expected). */
  refused: number;
  killAfter: number;
  /** performance.now() at the kill. */
  killedAt: number;
  /** The kill came before the clients ran out of contacts. */
  midBurst: boolean;
}

/** C clients editing `ids` (one edit per contact) until `server` is killed, once `killAfter` edits are answered. */
async function burstAndKill(server: BuiltServer, cookie: string, ids: string[], tag: string): Promise<Burst> {
  const killAfter = 50 + Math.floor(Math.random() * 101);
  const acked = new Map<string, string>();
  let next = 0;
  let inFlight = 0;
  let refused = 0;
  let dead = false;
  let reached: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const client = async (c: number) => {
    while (!dead && next < ids.length) {
      const id = ids[next++] as string;
      const notes = `crash-burst ${tag} client ${c} ${randomUUID()}`;
      inFlight++;
      try {
        const res = await server.request(`/api/contacts/${id}`, {
          method: 'PATCH',
          cookie,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ notes }),
        });
        await res.arrayBuffer();
        inFlight--;
        if (res.ok) acked.set(id, notes);
        else refused++;
        if (acked.size >= killAfter) reached();
      } catch {
        return; // the connection died with the server: this edit may or may not have been saved
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const ranOut = running.then(() => false);
  const midBurst = await Promise.race([enough.then(() => true), ranOut]);
  const killedAt = performance.now();
  dead = true;
  await server.crash();
  await running;
  return { acked, inFlight, refused, killAfter, killedAt, midBurst };
}

/** How many answered edits are not stored as answered, read through `read` (contact id -> stored note). */
async function lostEdits(acked: Map<string, string>, read: (id: string) => Promise<string | null>) {
  let lost = 0;
  for (const [id, notes] of acked) if ((await read(id)) !== notes) lost++;
  return lost;
}

const readThrough = (server: BuiltServer, cookie: string) => async (id: string) => {
  const res = await server.request(`/api/contacts/${id}`, { cookie });
  if (!res.ok) throw new Error(`GET /api/contacts/${id} answered ${res.status}`);
  return ((await res.json()) as { notes: string | null }).notes;
};

await ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-crash-'));
const { cluster } = embeddedFiles(dataDir);
const rows: string[] = [];
const restarts: number[] = [];
let totalAcked = 0;
let totalLost = 0;
let server: BuiltServer | undefined;
try {
  const t0 = performance.now();
  await runBuiltCli(dataDir, ['demo-data', String(voters)]);
  console.error(`loaded ${count(voters)} demo voters in ${seconds(t0).toFixed(0)} s`);
  server = await startBuiltServer(dataDir);
  const port = Number(new URL(server.url).port);
  const cookie = await server.signIn();
  const ids: string[] = [];
  for (let page = 1; ids.length < POOL; page++) {
    const res = await server.request(`/api/contacts/search?limit=100&page=${page}`, { cookie });
    const { contacts } = (await res.json()) as { contacts: { id: string }[] };
    if (contacts.length === 0) break;
    ids.push(...contacts.map((c) => c.id));
  }
  const idsOfRun = (run: number) => {
    const start = (run * 397) % ids.length;
    return [...ids.slice(start), ...ids.slice(0, start)];
  };

  for (let run = 1; run <= runs; run++) {
    const burst = await burstAndKill(server, cookie, idsOfRun(run), `run ${run}`);
    // Started again at once, on the same DATA_DIR and port, as a supervisor would.
    server = await startBuiltServer(dataDir, port);
    const toServing = seconds(burst.killedAt);
    restarts.push(toServing);
    const lost = await lostEdits(burst.acked, readThrough(server, cookie));
    totalAcked += burst.acked.size;
    totalLost += lost;
    const line = `| ${run} | ${burst.killAfter}${burst.midBurst ? '' : ' (the clients ran out of contacts first)'} | ${count(burst.acked.size)} | ${burst.inFlight} | ${burst.refused} | **${lost}** | ${toServing.toFixed(2)} s |`;
    rows.push(line);
    console.error(line);
  }

  // The plain figure: the same kill mid-burst, then the PostgreSQL alone started again as the app starts it.
  const burst = await burstAndKill(server, cookie, idsOfRun(runs + 1), 'plain');
  server = undefined;
  const bare = await startEmbeddedPostgres({ dataDir });
  const bareSeconds = seconds(burst.killedAt);
  let bareLost: number;
  const client = new pg.Client({ connectionString: bare.url });
  try {
    await client.connect();
    bareLost = await lostEdits(burst.acked, async (id) => {
      const { rows: found } = await client.query<{ notes: string | null }>(
        'SELECT notes FROM contacts WHERE id = $1',
        [id],
      );
      return found[0]?.notes ?? null;
    });
  } finally {
    await client.end();
    await bare.stop();
  }

  const s = summarize(restarts);
  console.log(`\n${machineLine()}`);
  console.log(
    `Dataset: ${count(voters)} demo voters (seed 1), embedded PostgreSQL; server: ${serverCommand()}; ${clients} clients, each PATCH a different contact with a note of its own; kill -9 of the Node process once 50–150 edits were answered\n`,
  );
  console.log(
    '| run | killed after (answered edits) | acknowledged edits | in flight at the kill (unknown) | refused | lost | kill to /healthz 200 |\n|---|---|---|---|---|---|---|',
  );
  for (const line of rows) console.log(line);
  console.log(
    `\nacknowledged edits: ${count(totalAcked)}; lost edits: **${totalLost}**; seconds to serving again: p50 ${s.p50.toFixed(2)} s, max ${s.max.toFixed(2)} s over ${runs} runs`,
  );
  console.log(
    `plain: the same kill mid-burst, then its PostgreSQL alone started again as the app starts it (lock taken over, the server left running stopped, a new one started) until it accepts connections: ${bareSeconds.toFixed(2)} s (${count(burst.acked.size)} acknowledged edits, ${bareLost} lost); app / plain (p50) = ${(s.p50 / bareSeconds).toFixed(2)}`,
  );
} finally {
  await server?.stop();
  await stopOrphanedServer(cluster);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * `npx tsx bench/idle-memory.ts [--voters N] [--idle S]`: the memory of the app at rest on its default database.
 * Builds when dist/ is stale, loads N demo voters (default 180,000) into a fresh DATA_DIR with the built CLI
 * (`node dist/server/cli/main.js demo-data N`), starts the built server on it (no DATABASE_URL: it starts its own
 * PostgreSQL), signs in and sends a few requests (the page, searches, profiles, impact stats), then waits S seconds
 * (default 10) and reads:
 * - the app process's RSS and PSS (/proc/<pid>/smaps_rollup);
 * - its PostgreSQL's processes (the postmaster on line 1 of DATA_DIR/postgres/postmaster.pid and its children),
 *   their summed PSS (their summed RSS too, which counts the shared buffers once per process);
 * - the total: the app's RSS + PostgreSQL's summed PSS. The app's own PSS is lower than its RSS mostly because the
 *   Node.js binary's pages are shared with every other Node process on the machine (this benchmark's among
 *   them), so its RSS is the one that stands for it alone; PostgreSQL's processes share their buffers with each
 *   other, so their PSS is what adds up.
 * The plain figure beside it: the same embedded PostgreSQL alone, started the same way (startEmbeddedPostgres on
 * the same DATA_DIR, same settings) with no app connected, after the same idle wait.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedFiles } from '../src/server/db/embedded-postgres/files.js';
import { stopOrphanedServer } from '../src/server/db/embedded-postgres/orphan.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres/server.js';
import { ensureBuilt, runBuiltCli, serverCommand, startBuiltServer } from './built-server.js';
import { mb, postgresMemory, processMemory } from './process-memory.js';
import { count, machineLine } from './stats.js';

const { values } = parseArgs({
  options: { voters: { type: 'string', default: '180000' }, idle: { type: 'string', default: '10' } },
});
const voters = Number(values.voters);
const idleSeconds = Number(values.idle);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-idle-'));
const { cluster } = embeddedFiles(dataDir);
try {
  const started = performance.now();
  await runBuiltCli(dataDir, ['demo-data', String(voters)]);
  console.error(
    `loaded ${count(voters)} demo voters in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The app on its own PostgreSQL, after a few requests.
  const server = await startBuiltServer(dataDir);
  let app: ReturnType<typeof processMemory>;
  let withApp: ReturnType<typeof postgresMemory>;
  let requests = 0;
  try {
    const cookie = await server.signIn();
    const get = async (pathname: string) => {
      const res = await server.request(pathname, { cookie });
      if (!res.ok) throw new Error(`GET ${pathname} answered ${res.status}: ${await res.text()}`);
      requests++;
      return res;
    };
    await (await get('/')).text();
    const found = (await (await get('/api/contacts/search?lastName=Sm&limit=20')).json()) as {
      contacts: { id: string }[];
    };
    for (const query of ['lastName=Jo&party=DEM', 'minAge=30&maxAge=45', 'lastName=Wi&firstName=Ma'])
      await (await get(`/api/contacts/search?${query}&limit=20`)).json();
    for (const { id } of found.contacts.slice(0, 3)) await (await get(`/api/contacts/${id}`)).json();
    await (await get('/api/impact/stats')).json();
    await sleep(idleSeconds * 1000);
    app = processMemory(server.pid);
    withApp = postgresMemory(cluster);
  } finally {
    await server.stop();
    await stopOrphanedServer(cluster);
  }

  // The plain figure: the same server alone, as the app starts it, nothing connected.
  const bare = await startEmbeddedPostgres({ dataDir });
  let alone: ReturnType<typeof postgresMemory>;
  try {
    await sleep(idleSeconds * 1000);
    alone = postgresMemory(cluster);
  } finally {
    await bare.stop();
  }

  const total = app.rssMb + withApp.pssMb;
  const version = fs.readFileSync(path.join(cluster, 'PG_VERSION'), 'utf8').trim();
  console.log(`\n${machineLine()}`);
  console.log(
    `Dataset: ${count(voters)} demo voters (seed 1), embedded PostgreSQL ${version}; server: ${serverCommand()}; read after ${requests} requests and ${idleSeconds} s idle\n`,
  );
  console.log('| what | RSS | PSS |\n|---|---|---|');
  console.log(`| the app (Node.js, pid ${server.pid}) | ${mb(app.rssMb)} | ${mb(app.pssMb)} |`);
  console.log(
    `| its PostgreSQL (${withApp.processes} processes; RSS summed counts shared buffers once per process) | ${mb(withApp.rssMb)} | ${mb(withApp.pssMb)} |`,
  );
  console.log(`| **total: the app's RSS + its PostgreSQL's PSS** | **${mb(total)}** | |`);
  console.log(
    `| plain: the same PostgreSQL alone, no app connected (${alone.processes} processes) | ${mb(alone.rssMb)} | ${mb(alone.pssMb)} |`,
  );
  console.log(
    `| total / PostgreSQL alone (PSS) | ${(total / alone.pssMb).toFixed(2)} (the app adds ${mb(total - alone.pssMb)}) | |`,
  );
} finally {
  await stopOrphanedServer(cluster);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The default database: a real PostgreSQL server from the npm-installed programs, its files under
 * DATA_DIR/postgres, listening on loopback only with a generated password. The app talks to it exactly as
 * it talks to DATABASE_URL. One app process owns it (DATA_DIR/postgres.lock); it runs in its own process
 * group, so Ctrl-C reaches the app, which stops it after its own shutdown.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { acquireDataDirLock } from '../data-dir-lock.js';
import { postgresBinaries } from './binaries.js';
import { EmbeddedPostgresError } from './errors.js';
import { EMBEDDED_DATABASE, EMBEDDED_ROLE, type EmbeddedFiles, embeddedFiles } from './files.js';
import { initCluster } from './init-cluster.js';
import { stopOrphanedServer } from './orphan.js';
import { assertPreviousEngineCarriedOver } from './previous-engine.js';
import { assertReachable, clusterLocation, giveTo, type ServerUser, serverUser } from './server-user.js';
import { describeStartFailure } from './start-failure.js';

export interface EmbeddedPostgres {
  /** postgres://groundwork:…@127.0.0.1:<port>/groundwork */
  url: string;
  /** Called once if the server ends while the app has not asked it to (the app cannot go on without it). */
  onUnexpectedExit(listener: (how: string) => void): void;
  /** A fast shutdown: sessions end, a checkpoint is written. */
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** Told what happened once, e.g. the stop of a server a killed app left running. */
  log?: (message: string) => void;
  /** The carry-over command itself: the previous engine's files are what it is about to carry over. */
  carryingOver?: boolean;
}

/**
 * Server settings beyond the defaults (PostgreSQL 18). Loopback only and no Unix socket (its path could outgrow the 107
 * characters a socket path may have under a deep DATA_DIR). max_wal_size: a 1,000,000-row import writes
 * several GB of WAL; fewer forced checkpoints on the way.
 */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'max_connections=50',
  'max_wal_size=4GB',
  'log_checkpoints=off',
  // Reads from the operating system's cache in the backend itself, as PostgreSQL did before 18: on two cores the
  // I/O worker processes 18 starts by default cost the 200-volunteer load a p95 of 706–1,341 ms against
  // 1,715–1,753 ms, alternating in one run (decision 0020, docs/decisions/0020-embedded-server-settings.md; the
  // run: docs/benchmarks/ARCHIVE.md#2026-11-27-2000-load-io-workers).
  'io_method=sync',
  // Shown in the process titles (ps), where -D may read /proc/self/cwd (server-user.ts).
  'cluster_name=groundwork',
];

const READY_TIMEOUT_MS = 60_000;

export async function startEmbeddedPostgres({
  dataDir,
  log = () => undefined,
  carryingOver = false,
}: StartOptions): Promise<EmbeddedPostgres> {
  const files = embeddedFiles(dataDir);
  const releaseLock = await acquireDataDirLock(files.cluster);
  try {
    if (!carryingOver) assertPreviousEngineCarriedOver(dataDir, files);
    const binaries = postgresBinaries();
    const user = serverUser();
    if (user) assertReachable(binaries.postgres, user, 'the PostgreSQL programs');
    const password = readOrCreatePassword(files.passwordFile);
    const firstRun = !fs.existsSync(`${files.cluster}/PG_VERSION`);
    if (!firstRun) assertSameMajorVersion(files, binaries.major);
    if (firstRun) await initCluster({ initdb: binaries.initdb, cluster: files.cluster, password, user });
    else if (user) giveTo(files.cluster, user);
    // A copy of the directory (backup, template) keeps the mode it had; the server insists on 0700.
    fs.chmodSync(files.cluster, 0o700);
    const orphan = await stopOrphanedServer(files.cluster);
    if (orphan !== null)
      log(`Stopped the database server (pid ${orphan}) a previous Groundwork left running.`);

    const server = await spawnUntilReady(binaries.postgres, files, password, user);
    const url = connectionUrl(password, server.port, EMBEDDED_DATABASE);
    await ensureAppDatabase(connectionUrl(password, server.port, 'postgres'));
    return {
      url,
      onUnexpectedExit: (listener) => server.onUnexpectedExit(listener),
      stop: async () => {
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * A cluster is read only by the major version that wrote it. After a Groundwork release that moves to a new
 * PostgreSQL major, the data goes across through a backup (docs/OPERATIONS.md), not by starting on it.
 */
function assertSameMajorVersion(files: EmbeddedFiles, major: number) {
  const written = Number.parseInt(fs.readFileSync(`${files.cluster}/PG_VERSION`, 'utf8'), 10);
  if (written === major) return;
  throw new EmbeddedPostgresError(
    `${files.cluster} was written by PostgreSQL ${written} and this Groundwork runs PostgreSQL ${major}: carry the data across with a backup as docs/OPERATIONS.md ("Upgrading the embedded PostgreSQL") describes. Nothing was changed.`,
  );
}

function readOrCreatePassword(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

const connectionUrl = (password: string, port: number, database: string) =>
  `postgres://${EMBEDDED_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** A port nobody listens on now; the server may still lose it to another program (then it is tried again). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  port: number;
  onUnexpectedExit(listener: (how: string) => void): void;
  stop(): Promise<void>;
}

async function spawnUntilReady(
  postgres: string,
  files: EmbeddedFiles,
  password: string,
  user: ServerUser | null,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freeLoopbackPort();
    const logStart = fs.existsSync(files.logFile) ? fs.statSync(files.logFile).size : 0;
    const logFd = fs.openSync(files.logFile, 'a', 0o600);
    const { dataDirArg, cwd } = clusterLocation(files.cluster, user);
    const child = spawn(
      postgres,
      ['-D', dataDirArg, '-p', String(port), ...SERVER_SETTINGS.flatMap((setting) => ['-c', setting])],
      {
        cwd,
        // Its own process group: a terminal's Ctrl-C goes to the app, which stops the server after itself.
        detached: true,
        stdio: ['ignore', logFd, logFd],
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
    fs.closeSync(logFd);
    const exited = new Promise<string>((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
    });
    let stopping = false;
    const listeners: ((how: string) => void)[] = [];
    void exited.then((how) => {
      if (!stopping) for (const listener of listeners) listener(how);
    });

    const ready = await waitUntilReady(connectionUrl(password, port, 'postgres'), exited);
    if (ready === true) {
      return {
        port,
        onUnexpectedExit: (listener) => listeners.push(listener),
        stop: async () => {
          stopping = true;
          await stopChild(child, exited);
        },
      };
    }
    stopping = true;
    await stopChild(child, exited);
    const failure = describeStartFailure(readFrom(files.logFile, logStart), files, ready);
    if (failure.portTaken && attempt < 3) continue;
    throw failure.error;
  }
}

/** True once the server answers; else why it did not (it exited, or the time ran out). */
async function waitUntilReady(url: string, exited: Promise<string>): Promise<true | string> {
  let exitedHow: string | undefined;
  void exited.then((how) => {
    exitedHow = how;
  });
  for (const deadline = Date.now() + READY_TIMEOUT_MS; Date.now() < deadline; await sleep(100)) {
    if (exitedHow !== undefined) return `it stopped (${exitedHow})`;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      // Not accepting connections yet.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return `it did not answer within ${READY_TIMEOUT_MS / 1000} s`;
}

async function stopChild(child: ChildProcess, exited: Promise<string>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // The losing timer must not keep a finished process (the CLI) alive for its 30 s.
  const within = (ms: number) => Promise.race([exited.then(() => true), sleep(ms, false, { ref: false })]);
  child.kill('SIGINT');
  if (await within(30_000)) return;
  child.kill('SIGQUIT');
  if (await within(5_000)) return;
  child.kill('SIGKILL');
  await exited;
}

function readFrom(file: string, offset: number): string {
  try {
    const buffer = fs.readFileSync(file);
    return buffer.subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

/** Every start, not only the first: a first run killed between initdb and here left none. */
async function ensureAppDatabase(postgresUrl: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

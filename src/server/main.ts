/** Start-up: private files -> config -> database (the embedded server when no DATABASE_URL) -> migrations -> first admin -> app -> listen -> job sweeper + workers. */
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { embeddedFiles } from './db/embedded-postgres/files.js';
import { type ConfiguredDatabase, openConfiguredDatabase } from './db/open-configured.js';
import { removeLeftoverUploads } from './imports/upload/leftover-uploads.js';
import { showsWarnings } from './logger-options.js';
import { restrictNewFiles, tightenDataDir } from './private-files.js';
import { hasAdmin } from './setup/first-admin.js';
import { reachableBeyondThisComputer } from './setup/setup-code.js';
import { describeStartupError } from './startup-error.js';
import { ensureAdmin } from './users/ensure-admin.js';

async function main() {
  restrictNewFiles();
  const config = loadConfig();
  const notTightened = tightenDataDir(config.dataDir);
  if (notTightened.length > 0) {
    console.warn(`Could not make these private to the app (chmod 700/600): ${notTightened.join(', ')}`);
  }
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let opening: Promise<ConfiguredDatabase> | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    await app?.close();
    // A signal during the first run's initdb or the server's start waits for them: exiting at once would leave
    // initdb writing into DATA_DIR, or a database server nobody stops.
    const database = await opening?.catch(() => undefined);
    await database?.close();
    process.exit(0);
  };
  // Set before the slow steps below, so a Ctrl-C or SIGTERM at any point still stops the database server.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  opening = openConfiguredDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => console.warn(message),
  });
  const database = await opening;
  opened = database;
  database.onServerLost((how) => {
    // The app cannot serve without its database: a supervisor (or the person) starts it again.
    console.error(
      `The database server stopped under Groundwork (${how}); its log is ${embeddedFiles(config.dataDir).logFile}. Groundwork is exiting: start it again.`,
    );
    process.exit(1);
  });

  await database.migrate();
  if (config.admin) await ensureAdmin(database.db, config.admin);
  app = await buildApp({ config, database });
  const leftovers = await removeLeftoverUploads(path.join(config.dataDir, 'imports'));
  if (leftovers) app.log.info({ files: leftovers }, 'removed uploads of imports the last run did not finish');

  await app.listen({ host: config.host, port: config.port });
  // Fails the jobs a stopped process left behind, then keeps doing so (and runs queued exports).
  await app.jobSweeper.start();
  app.log.info(`Groundwork is serving ${config.appUrl} on ${database.description}`);
  if (!(await hasAdmin(database.db))) {
    app.log.info(`No administrator yet: open ${config.appUrl} to set up Groundwork.`);
    const notice = reachableBeyondThisComputer(config)
      ? `This server is reachable beyond this computer, so setup asks for this one-time code: ${app.setupCode}`
      : `Setup opened on this computer needs no code; anywhere else (through a proxy, say) it asks for this one-time code: ${app.setupCode}`;
    // Without the code nobody can set up: it is printed even when LOG_LEVEL hides warnings.
    if (showsWarnings(config.logLevel)) app.log.warn(notice);
    else process.stderr.write(`${notice}\n`);
  }
}

/** Closed if the start fails later on, so a failed start leaves no database server running. */
let opened: { close(): Promise<void> } | undefined;
/** A stop was asked for: whatever fails from here on is the stop's doing, and the stop exits. */
let closing = false;
const SERVER_EXIT_NOTICE_MS = 1_000;

main().catch(async (error: unknown) => {
  if (closing) return;
  if (opened && !describeStartupError(error)) {
    // A query fails on the server's death a moment before the app hears the server process end: if that is
    // what happened, the listener above prints its one line and exits during this wait, not the query's stack.
    await new Promise((resolve) => setTimeout(resolve, SERVER_EXIT_NOTICE_MS));
  }
  console.error(describeStartupError(error) ?? error);
  await opened?.close().catch(() => undefined);
  process.exit(1);
});

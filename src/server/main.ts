/** Start-up: private files -> config -> database -> migrations -> first admin -> app -> listen -> job sweeper + workers. */
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { removeLeftoverUploads } from './imports/leftover-uploads.js';
import { showsWarnings } from './logger-options.js';
import { restrictNewFiles, tightenDataDir } from './private-files.js';
import { hasAdmin } from './setup/first-admin.js';
import { ensureAdmin } from './users/ensure-admin.js';

async function main() {
  restrictNewFiles();
  const config = loadConfig();
  const notTightened = tightenDataDir(config.dataDir);
  if (notTightened.length > 0) {
    console.warn(`Could not make these private to the app (chmod 700/600): ${notTightened.join(', ')}`);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onFatal: (error) => {
      console.error(`The embedded database failed: ${error.message}`);
      process.exit(1);
    },
  });
  await database.migrate();
  if (config.admin) await ensureAdmin(database.db, config.admin);

  const app = await buildApp({ config, database });
  const leftovers = await removeLeftoverUploads(path.join(config.dataDir, 'imports'));
  if (leftovers) app.log.info({ files: leftovers }, 'removed uploads of imports the last run did not finish');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Fails the jobs a stopped process left behind, then keeps doing so (and runs queued exports).
  await app.jobSweeper.start();
  app.log.info(
    `Groundwork is serving ${config.appUrl} on ${database.engine === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  if (!(await hasAdmin(database.db))) {
    app.log.info(`No administrator yet: open ${config.appUrl} to set up Groundwork.`);
    if (app.setupCode) {
      const notice = `This server is reachable beyond this computer, so setup asks for this one-time code: ${app.setupCode}`;
      // Without the code nobody can set up: it is printed even when LOG_LEVEL hides warnings.
      if (showsWarnings(config.logLevel)) app.log.warn(notice);
      else process.stderr.write(`${notice}\n`);
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Groundwork failed to start:', error);
  }
  process.exit(1);
});

import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Access } from '../http/route-access.js';
import type { Mailer } from '../mail/mailer.js';
import { setupTestDatabase } from './database.js';
import { makeTempFolder, removeFolder } from './temp-folders.js';

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = makeTempFolder('gw-test-');
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...overrides });
}

/** Removes the data folder testConfig made, once its app is closed. */
export function removeTestDataDir(config: Config | undefined) {
  if (config) removeFolder(config.dataDir);
}

/**
 * A built app (not listening) on a fresh test database; call `app.inject()`.
 * `configure` may add routes before the app is made ready.
 */
export function setupTestApp(
  options: {
    clientDir?: string;
    configure?: (app: App) => void;
    extraRouteAccess?: Record<string, Access>;
    mailer?: Mailer;
    config?: Record<string, string>;
    /** Keep the app's real logger (at LOG_LEVEL, default silent) and write it here. */
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const t = setupTestDatabase();
  let app: App | undefined;
  let config: Config | undefined;
  beforeAll(async () => {
    config = testConfig(options.config);
    app = await buildApp({
      config,
      database: t.database,
      logger: options.logStream ? undefined : false,
      logStream: options.logStream,
      mailer: options.mailer,
      extraRouteAccess: options.extraRouteAccess,
      clientDir: options.clientDir ?? path.join(os.tmpdir(), 'gw-no-client'),
    });
    options.configure?.(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    removeTestDataDir(config);
  });
  return {
    get app() {
      if (!app) throw new Error('The test app is not ready yet');
      return app;
    },
    get db() {
      return t.db;
    },
    get database() {
      return t.database;
    },
  };
}

/** Builds the Fastify app from its dependencies; tests use it without listening (app.inject). */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditSettingsChanges } from './audit/audit-settings-changes.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { registerSessions } from './auth/session-plugin.js';
import { shortenSessionsWhenTimeoutLowered } from './auth/session-timeout.js';
import { registerRequireTwoFactor } from './auth/two-factor/require-two-factor.js';
import { twoFactorRoutes } from './auth/two-factor/routes.js';
import { campaignRoutes } from './campaign/routes.js';
import type { Config } from './config.js';
import { contactRoutes } from './contacts/routes.js';
import { databaseRoutes } from './data-admin/routes.js';
import type { Database } from './db/client.js';
import { electionRoutes } from './elections/routes.js';
import { createExportWorker } from './exports/export-worker.js';
import { exportRoutes } from './exports/routes.js';
import { healthRoutes } from './health/routes.js';
import { handleError, registerErrorHandling } from './http/error-handler.js';
import { registerGuard } from './http/guard.js';
import { registerHostCheck } from './http/host-check.js';
import { registerNoStore } from './http/no-store.js';
import { type Access, ROUTE_ACCESS } from './http/route-access.js';
import { registerSameOriginCheck } from './http/same-origin.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { registerStorableTextCheck } from './http/storable-text.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { impactRoutes } from './impact/routes.js';
import { failInterruptedImports } from './imports/job/interrupted-imports.js';
import { removeExpiredPreviewFiles } from './imports/preview/preview-files.js';
import { importRoutes } from './imports/routes.js';
import { rebuildDeferredIndexes } from './imports/run/deferred-indexes.js';
import { createJobSweeper } from './jobs/job-sweeper.js';
import { listRoutes } from './lists/routes.js';
import { loggerOptions } from './logger-options.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { networkRoutes } from './networks/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { purgeReadLog } from './read-budgets/purge-read-log.js';
import { readLogRoutes } from './read-budgets/routes.js';
import { SearchTotals } from './search/search-totals.js';
import { registerMaintenanceMode } from './settings/maintenance-mode.js';
import { settingsRoutes } from './settings/routes.js';
import { onSettingsChange, setCampaignDefaults, watchSettings } from './settings/settings.js';
import { setupRoutes } from './setup/routes.js';
import { newSetupCode, reachableBeyondThisComputer } from './setup/setup-code.js';
import { surveyRoutes } from './survey/routes.js';
import { userAdminRoutes } from './users/routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (stdout when absent); tests read the log through it. */
  logStream?: NodeJS.WritableStream;
  mailer?: Mailer;
  /** Where the built client lives; tests point it at a fixture. */
  clientDir?: string;
  /** Access rules for routes that tests add; production routes are all in ROUTE_ACCESS. */
  extraRouteAccess?: Record<string, Access>;
}

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  clientDir,
  extraRouteAccess,
  ...deps
}: AppDeps) {
  const mailer = deps.mailer ?? createMailer(config.mail);
  const { db } = database;
  setCampaignDefaults(config.campaign);
  onSettingsChange(auditSettingsChanges);
  onSettingsChange(shortenSessionsWhenTimeoutLowered);
  const stopWatchingSettings = watchSettings(database);
  const searchTotals = new SearchTotals(database);
  const app = Fastify({
    logger: logger ?? loggerOptions(config, undefined, logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A malformed URL (bad percent-encoding, an over-long id) is answered before routing: same error shape.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerHostCheck(app, config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await registerSecurityHeaders(app, { isProduction: config.isProduction });
  registerNoStore(app);
  await app.register(cookie, { secret: config.sessionSecret });
  registerSameOriginCheck(app, { appUrl: config.appUrl });
  await app.register(registerSessions, { db, config });
  const routeAccess = { ...ROUTE_ACCESS, ...extraRouteAccess };
  await app.register(registerGuard, { table: routeAccess });
  await app.register(registerMaintenanceMode, { db, table: routeAccess });
  await app.register(registerRequireTwoFactor, { db });
  await app.register(registerStorableTextCheck);

  await app.register(healthRoutes, { database });
  const setupCode = newSetupCode();
  app.decorate('setupCode', setupCode);
  await app.register(setupRoutes, {
    db,
    config,
    setupCode,
    codeFreeOnThisComputer: !reachableBeyondThisComputer(config),
  });
  await app.register(authRoutes, { db, config, mailer });
  await app.register(notificationRoutes, { db });
  await app.register(twoFactorRoutes, { db, config });
  await app.register(contactRoutes, { db, searchTotals });
  await app.register(userAdminRoutes, { db, config, mailer });
  await app.register(networkRoutes, { db });
  await app.register(listRoutes, { db, config, mailer });
  await app.register(surveyRoutes, { db });
  await app.register(impactRoutes, { db });
  await app.register(electionRoutes, { db });
  await app.register(campaignRoutes, { db });
  const exportWorker = createExportWorker({
    database,
    exportsDir: path.join(config.dataDir, 'exports'),
    log: app.log,
  });
  app.decorate('exportWorker', exportWorker);
  const jobSweeper = createJobSweeper(app.log, [
    {
      name: 'imports',
      run: async () => {
        const failed = await failInterruptedImports(db);
        if (failed) app.log.warn({ failed }, 'imports of a stopped instance marked failed');
      },
    },
    {
      name: 'indexes an interrupted import set aside',
      run: async () => {
        const built = await rebuildDeferredIndexes(db, { unlessImportRuns: true });
        if (built) app.log.info({ indexes: built }, 'built the indexes an interrupted import had set aside');
      },
    },
    { name: 'import previews', run: () => removeExpiredPreviewFiles(db) },
    { name: 'exports', run: () => exportWorker.sweep() },
    { name: 'export queue', run: async () => void exportWorker.wake() },
    { name: 'who read what', run: () => purgeReadLog(db) },
  ]);
  app.decorate('jobSweeper', jobSweeper);
  app.addHook('onClose', async () => {
    await stopWatchingSettings();
    await searchTotals.close();
    jobSweeper.stop();
    await exportWorker.stop();
  });
  await app.register(exportRoutes, { db, worker: exportWorker });
  await app.register(importRoutes, { db, config });
  await app.register(auditRoutes, { db });
  await app.register(readLogRoutes, { db });
  await app.register(settingsRoutes, { db });
  await app.register(databaseRoutes, { db });
  await registerSpa(app, clientDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one-time first-run setup code; main.ts prints it while no admin exists. */
    setupCode: string;
  }
}

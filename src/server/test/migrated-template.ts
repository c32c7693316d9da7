/**
 * `node --import tsx migrated-template.ts <pglite-dump-file | postgres-url>`: migrates a new database and, for
 * the embedded engine, writes a dump of its data directory to the file. global-setup.ts runs it in a process
 * of its own: Vitest's global setup cannot start the engine's worker thread (no `import.meta.resolve` there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';
import { pgliteExtensions, pgliteStartParams } from '../db/pglite-start-params.js';

const target = process.argv[2];
if (!target) throw new Error('usage: migrated-template <pglite dump file | postgres://…>');

if (target.startsWith('postgres')) {
  const database = await openDatabase({ databaseUrl: target, poolSize: 1 });
  await database.migrate();
  await database.close();
} else {
  const dataDir = fs.mkdtempSync(path.join(path.dirname(target), 'db-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.close();
  const engine = await PGlite.create(dataDir, {
    startParams: pgliteStartParams,
    extensions: pgliteExtensions,
  });
  const dump = await engine.dumpDataDir('none');
  await engine.close();
  fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

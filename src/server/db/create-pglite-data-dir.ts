/**
 * `node create-pglite-data-dir.js <dir>`: creates an embedded database in <dir> and exits (see
 * pglite-create-data-dir.ts for why this runs in a process of its own).
 */
import './pglite-private-files.js';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from './pglite-start-params.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: create-pglite-data-dir <data directory>');
process.umask(0o077);
const db = await PGlite.create(dataDir, { startParams: pgliteStartParams });
await db.close();

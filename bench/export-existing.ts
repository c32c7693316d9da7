/**
 * `tsx bench/export-existing.ts postgres://…|DATA_DIR [csv,xlsx]`: export figures against a database already
 * loaded (for example with `npm run cli -- demo-data 1000000`), without reloading it: the same figures as
 * bench/export.ts (the export beside the plain COPY of the same SELECT, peak memory). A DATA_DIR's embedded
 * PostgreSQL is started here (no server may be using that DATA_DIR) and its processes' memory is added.
 */
import { openBenchTarget } from './engine.js';
import { exportBesidePlain } from './export-timing.js';

const [target = '', formats = 'csv,xlsx'] = process.argv.slice(2);
const database = await openBenchTarget(target);
try {
  await database.migrate();
  await exportBesidePlain(database, formats.split(',') as ('csv' | 'xlsx')[]);
} finally {
  await database.close();
}

/**
 * `npx tsx bench/load-existing.ts <postgres://…/db | DATA_DIR> [--instances 1,2] [--seconds 60]
 *   [--connections 200] [--think 0,1000] [--searches 500] [--warmup 5] [--log-level warn]`
 * The load benchmark against a database already loaded (for example with `npm run cli -- demo-data
 * 1000000`), without reloading it. It starts the servers itself; for the embedded engine give the DATA_DIR
 * the server would use (holding postgres/) and stop any server using it first. `--think` lists the runs: 0 is the
 * closed loop (each connection sends its next request as soon as the answer arrives, a far heavier crowd
 * than 200 people), a number of milliseconds is the mean pause of each client between an answer and its
 * next request (bench/load-paced.ts).
 * It writes: benchmark users and sessions (ended afterwards), and notes on the contacts it edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl } from './engine.js';
import { engineOf, type LoadTarget, loadResults, runLoad } from './load-run.js';
import { machineLine, printTable } from './stats.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    instances: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    think: { type: 'string', default: '0' },
    searches: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '5' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const [where = ''] = positionals;

function targetOf(where: string): LoadTarget {
  if (isPostgresUrl(where)) return { databaseUrl: where };
  if (fs.existsSync(path.join(where, 'postgres', 'PG_VERSION'))) return { dataDir: path.resolve(where) };
  if (path.basename(where) === 'postgres' && fs.existsSync(path.join(where, 'PG_VERSION')))
    return { dataDir: path.resolve(where, '..') };
  throw new Error(`Give a postgres:// URL or a DATA_DIR holding an embedded database (postgres/): ${where}`);
}

const target = targetOf(where);
const engine = engineOf(target);
const rows = [];
for (const instances of values.instances.split(',').map(Number)) {
  const options = {
    instances,
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    thinkMs: values.think.split(',').map(Number),
    searches: Number(values.searches),
    warmupSeconds: Number(values.warmup),
    logLevel: values['log-level'],
  };
  console.error(
    `load: ${engine}, ${instances} instance(s), ${options.connections} connections, ${options.seconds} s`,
  );
  rows.push(...loadResults(engine, options, await runLoad(target, options)));
}
console.log(`\n${machineLine()}\n`);
printTable(rows);

/** `npm run cli -- demo-data N [--xlsx FILE] [--history FILE] [--seed S]` */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatCount as count } from '../../common/format.js';
import { generateHistory, writeHistoryFile } from '../demo-data/generate-history.js';
import { generateVoters, MAX_VOTERS } from '../demo-data/generate-voters.js';
import { loadVoters } from '../demo-data/load-into-database.js';
import { writeVotersXlsx } from '../demo-data/write-xlsx.js';
import { CliUsageError, withDatabase } from './context.js';

export const description = 'generate N synthetic voters (Florida layout) into the database, or --xlsx FILE';

const USAGE = `Usage: npm run cli -- demo-data N [--xlsx FILE] [--history FILE] [--seed S]

  N               how many voters, 1 to ${count(MAX_VOTERS)}
  --xlsx FILE     write a Florida voter-extract .xlsx instead of loading the database
  --history FILE  also write the same voters' history as the Florida voter history file (tab-delimited
                  .txt, one row per voter and election); import it with \`npm run cli -- import FILE\`
                  or the Data Management page
  --seed S        a whole number; the same seed gives the same voters (default 1)

Loads DATABASE_URL when set, otherwise the embedded database in DATA_DIR. Voters already there are skipped.`;

function wholeNumber(value: string | undefined, what: string, min: number, max: number) {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || n < min || n > max) {
    const range = `${count(min)} to ${count(max)}`;
    throw new CliUsageError(
      `${what} must be a whole number from ${range} (got "${value ?? ''}").\n\n${USAGE}`,
    );
  }
  return n;
}

const progress = (n: number) => process.stderr.write(`  ${count(n)} voters…\n`);

export async function run(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      xlsx: { type: 'string' },
      history: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length > 1) throw new CliUsageError(`Unexpected "${positionals[1]}".\n\n${USAGE}`);
  const voters = wholeNumber(positionals[0]?.replace(/[_,]/g, ''), 'N', 1, MAX_VOTERS);
  const seed = wholeNumber(values.seed ?? '1', '--seed', 0, 2 ** 32 - 1);
  const rows = generateVoters({ count: voters, seed });
  let started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;

  const writable = async (name: string) => {
    const file = path.resolve(name);
    await access(path.dirname(file), constants.W_OK).catch(() => {
      throw new CliUsageError(`Cannot write ${file}: its folder does not exist or is not writable.`);
    });
    return file;
  };
  const historyFile = values.history === undefined ? undefined : await writable(values.history);
  const writeHistory = async () => {
    if (!historyFile) return;
    const written = await writeHistoryFile(
      historyFile,
      generateHistory(generateVoters({ count: voters, seed }), { seed }),
    );
    console.log(`Wrote ${count(written)} vote history rows for these voters to ${historyFile}.`);
  };

  if (values.xlsx !== undefined) {
    const file = await writable(values.xlsx);
    const written = await writeVotersXlsx(file, rows, { onProgress: progress });
    console.log(`Wrote ${count(written)} voters to ${file} in ${seconds().toFixed(1)} s.`);
    await writeHistory();
    return;
  }
  await withDatabase(async ({ db, description }) => {
    started = performance.now();
    const { read, added } = await loadVoters(db, rows, { onProgress: progress });
    console.log(
      `Added ${count(added)} voters to ${description} (${count(read - added)} already there) in ` +
        `${seconds().toFixed(1)} s, ${count(Math.round(read / seconds()))} rows/s.`,
    );
  });
  await writeHistory();
}

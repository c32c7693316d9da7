/** `npm run cli -- restore FILE`: replaces all data with a backup made by Create System Backup. */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupError, restoreBackupFile } from '../data-admin/restore-backup.js';
import { CliUsageError, withDatabase } from './context.js';

export const description =
  'replace all data with a backup file from Create System Backup (stop the app first)';

const USAGE = 'Usage: npm run cli -- restore FILE  (a groundwork-backup-*.jsonl.gz file)';

export async function run(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(
      `${USAGE}\nEvery table is replaced in one transaction; everyone has to sign in again afterwards.`,
    );
    return;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new CliUsageError(USAGE);
  if (!existsSync(file)) throw new CliUsageError(`There is no file ${file}.\n${USAGE}`);
  await withDatabase(async ({ db }) => {
    try {
      const counts = await restoreBackupFile(db, file);
      const summary = Object.entries(counts)
        .map(([table, n]) => `  ${table}: ${n}`)
        .join('\n');
      console.log(`Restored ${file}:\n${summary || '  (no rows)'}\nEveryone has to sign in again.`);
    } catch (error) {
      if (error instanceof BackupError) throw new CliUsageError(`${error.message} Nothing was changed.`);
      if (error instanceof Error && /header|unexpected end|JSON/i.test(error.message))
        throw new CliUsageError(
          `${file} is not a readable Groundwork backup (${error.message}). Nothing was changed.`,
        );
      throw error;
    }
  });
}

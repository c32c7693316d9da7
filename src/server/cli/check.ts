/** `npm run cli -- check`: the data-integrity report; exit code 1 when a check fails. */
import { parseArgs } from 'node:util';
import { checkIntegrity, formatIntegrityReport } from '../data-admin/check-integrity.js';
import { withDatabase } from './context.js';

export const description =
  'check the stored data: orphans, counts, rules, jobs (exit 1 if something is wrong)';

export async function run(args: string[]) {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean' } } });
  await withDatabase(async ({ db, description }) => {
    const report = await checkIntegrity(db);
    console.log(values.json ? JSON.stringify(report, null, 2) : formatIntegrityReport(report, description));
    if (!report.ok) process.exitCode = 1;
  });
}

/** `npm run cli -- create-admin --email EMAIL --password PASSWORD` */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../common/constants.js';
import { createOrRestoreAdmin } from '../users/restore-admin.js';
import { CliUsageError, withDatabase } from './context.js';

export const description = 'create the first admin, or restore admin access to an existing account';

const input = z.object({
  email: z.email('--email must be an email address'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});

export async function run(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const parsed = input.safeParse(values);
  if (!parsed.success) {
    throw new CliUsageError(
      `${parsed.error.issues.map((i) => i.message).join('\n')}\nUsage: npm run cli -- create-admin --email EMAIL --password PASSWORD`,
    );
  }
  await withDatabase(async ({ db }) => {
    const outcome = await createOrRestoreAdmin(db, parsed.data);
    console.log(
      outcome === 'created'
        ? `Created admin ${parsed.data.email}. They can log in now.`
        : `${parsed.data.email} is now an approved, active admin with the new password.`,
    );
  });
}

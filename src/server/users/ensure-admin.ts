import { recordAudit } from '../audit/record-audit.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: create that approved, active admin unless a user with the
 * email exists already (an existing account is never changed from the environment).
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }) {
  const email = admin.email.trim();
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role: 'admin', status: 'approved', isActive: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return { created: false as const };
    await recordAudit(tx, {
      action: 'create',
      tableName: 'users',
      recordId: created.id,
      userId: null,
      metadata: { source: 'ADMIN_EMAIL at start-up', email, role: 'admin' },
    });
    return { created: true as const, id: created.id };
  });
}

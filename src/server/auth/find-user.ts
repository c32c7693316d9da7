import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function activeAdminEmails(db: Executor) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.role} = 'admin' and ${users.status} = 'approved' and ${users.isActive}`);
  return rows.map((r) => r.email);
}

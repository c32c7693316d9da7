import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** The reader opened the bell: what it holds now is no longer new to them. */
export async function markNotificationsSeen(db: Db, userId: string) {
  await db.update(users).set({ notificationsSeenAt: sql`now()` }).where(eq(users.id, userId));
}

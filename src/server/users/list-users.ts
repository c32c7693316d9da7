import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';

export const listUsers = (db: Executor) =>
  db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));

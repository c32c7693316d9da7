import { eq } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import type { ReadBudgetRequest } from '../../common/schemas/users.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { lockUser } from './admin-guards.js';
import { USER_NOT_FOUND } from './review-registration.js';

const shown = (value: number | null) => (value === null ? 'setting' : String(value));

/** An admin lifts or lowers one person's read budgets (null: back to the setting); each change is audited. */
export async function setReadBudget(db: Db, admin: UserRow, id: string, budget: ReadBudgetRequest) {
  if (!isUuid(id)) throw new NotFoundError(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (!target) throw new NotFoundError(USER_NOT_FOUND);
    const [updated] = await tx.update(users).set(budget).where(eq(users.id, id)).returning();
    for (const field of ['readBudgetSearchRows', 'readBudgetProfiles'] as const) {
      if (target[field] === budget[field]) continue;
      await recordAudit(tx, {
        action: 'update',
        tableName: 'users',
        recordId: id,
        userId: admin.id,
        fieldName: field,
        oldValue: shown(target[field]),
        newValue: shown(budget[field]),
      });
    }
    return updated ?? target;
  });
}

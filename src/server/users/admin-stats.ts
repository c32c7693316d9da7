import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { readSettings } from '../settings/settings.js';

/**
 * The dashboard's four figures. Data quality is the share of active contacts that have a birth date,
 * a street address and a ZIP code starting with five digits (decision 0107,
 * docs/decisions/0107-admin-stats-definitions.md).
 */
export async function readAdminStats(db: Db) {
  const { timeZone } = await readSettings(db);
  const contactsRow = await firstRow<{ total: number; complete: number }>(
    db,
    sql`
      select count(*)::int as total,
             count(*) filter (where date_of_birth is not null
                                and coalesce(trim(street_address), '') <> ''
                                and zip_code ~ '^[0-9]{5}')::int as complete
      from contacts where is_active`,
  );
  const usersRow = await firstRow<{ active: number }>(
    db,
    sql`select count(*)::int as active from users where is_active and status = 'approved'`,
  );
  const editsRow = await firstRow<{ edits: number }>(
    db,
    sql`
      select count(*)::int as edits from audit_logs
      where created_at >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})
        -- reads are recorded too (opened profiles, read budgets reached); they are not edits
        and action not in ('view', 'read-budget', 'read-share')`,
  );
  const attemptsRow = await firstRow<{ attempts: number }>(
    db,
    sql`
      select count(*)::int as attempts from contact_attempts
      where created_at >= (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`,
  );
  const total = contactsRow?.total ?? 0;
  return {
    totalContacts: total,
    activeUsers: usersRow?.active ?? 0,
    editsToday: editsRow?.edits ?? 0,
    attemptsToday: attemptsRow?.attempts ?? 0,
    dataQuality: total === 0 ? 0 : Math.round((1000 * (contactsRow?.complete ?? 0)) / total) / 10,
  };
}

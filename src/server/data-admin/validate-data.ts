/**
 * Run Data Validation: what is wrong with the active contacts, as counts plus a few examples each that
 * the dashboard links to. Read-only.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  VALIDATION_CHECKS,
  type ValidationCheckKey,
  type ValidationReport,
} from '../../common/schemas/database.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';

const SAMPLES = 5;

/** Each check is a set of active contact ids ("c" is the contact); the phone check counts phones. */
const CHECKS: Record<ValidationCheckKey, SQL> = {
  missingBirthDate: sql`select c.id from contacts c where c.is_active and c.date_of_birth is null`,
  missingAddress: sql`select c.id from contacts c where c.is_active and coalesce(btrim(c.street_address), '') = ''`,
  missingZip: sql`select c.id from contacts c where c.is_active and coalesce(btrim(c.zip_code), '') = ''`,
  invalidZip: sql`select c.id from contacts c where c.is_active and coalesce(btrim(c.zip_code), '') <> ''
                    and btrim(c.zip_code) !~ '^[0-9]{5}(-?[0-9]{4})?$'`,
  probableDuplicates: sql`select d.id from (
      select c.id, count(*) over (partition by gw_fold(btrim(c.first_name)), gw_fold(btrim(c.last_name)), c.date_of_birth) as n
      from contacts c where c.is_active and c.date_of_birth is not null and c.last_name is not null) d
    where d.n > 1`,
  badPhones: sql`select p.contact_id as id from contact_phones p join contacts c on c.id = p.contact_id
                 where c.is_active and regexp_replace(p.phone_number, '[^0-9]', '', 'g') !~ '^[0-9]{10}$'`,
};

export async function validateData(db: Executor): Promise<ValidationReport> {
  const totals = await firstRow<{ active: number }>(
    db,
    sql`select count(*)::int as active from contacts where is_active`,
  );
  const checks = [];
  for (const { key, label } of VALIDATION_CHECKS) {
    const result = await firstRow<{
      count: number;
      samples: ValidationReport['checks'][number]['samples'] | null;
    }>(
      db,
      sql`
        with hits as (${CHECKS[key]})
        select (select count(*) from hits)::int as count,
               (select json_agg(s) from (
                  select c.id, c.full_name as "fullName", c.system_id as "systemId"
                  from contacts c where c.id in (select id from hits)
                  order by c.last_name_key, c.first_name_key, c.id limit ${SAMPLES}) s) as samples`,
    );
    checks.push({ key, label, count: result?.count ?? 0, samples: result?.samples ?? [] });
  }
  return { checkedAt: new Date().toISOString(), activeContacts: totals?.active ?? 0, checks };
}

/**
 * The values the active contacts have for each choice filter of the filter registry (precinct, districts),
 * with how many contacts have each: what the filter panels offer. Counted again only when the contacts
 * changed (the generation sequence of migration 0007 moves with every change a search could see).
 */
import { sql } from 'drizzle-orm';
import {
  CHOICE_FILTER_KEYS,
  CONTACT_FILTERS,
  type FilterDefinition,
  filterColumn,
} from '../../common/contact-filters.js';
import type { FilterChoices } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';

/** Numbers in their numeric order ("2" before "10"), then text. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/** Per database: the choices last counted and the generation they were counted at. */
const remembered = new WeakMap<Executor, { generation: string; choices: FilterChoices }>();

async function countChoices(db: Executor): Promise<FilterChoices> {
  const choices: FilterChoices = {};
  for (const key of CHOICE_FILTER_KEYS) {
    const filter: FilterDefinition = CONTACT_FILTERS[key];
    const column = sql.raw(filterColumn(filter));
    const found = await rows<{ value: string; count: number }>(
      db,
      sql`
        SELECT ${column} AS value, count(*)::int AS count FROM contacts
        WHERE is_active AND ${column} <> '' GROUP BY 1`,
    );
    choices[key] = found.sort((a, b) => naturalOrder(a.value, b.value));
  }
  return choices;
}

export async function readFilterChoices(db: Executor): Promise<FilterChoices> {
  const row = await firstRow<{ generation: string }>(
    db,
    sql`SELECT last_value::text AS generation FROM gw_contacts_generation`,
  );
  const generation = row?.generation ?? '';
  const last = remembered.get(db);
  if (last?.generation === generation) return last.choices;
  const choices = await countChoices(db);
  remembered.set(db, { generation, choices });
  return choices;
}

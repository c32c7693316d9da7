/**
 * "In the networks of": the team members who have a contact in their network, as first name and initial
 * ("Maria G."), the viewer's own network first and marked `you`. Only for those who may use networks
 * (editors, admins), and only while the showNetworkOwners setting is on (PRODUCT.md, Contact profile).
 */
import { sql } from 'drizzle-orm';
import { can } from '../../common/permissions.js';
import type { OpenedContactProfile } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { readSettings } from '../settings/settings.js';

export async function knownBy(
  db: Executor,
  viewer: UserRow,
  contactId: string,
): Promise<OpenedContactProfile['knownBy']> {
  if (!can(viewer.role, 'network:use')) return undefined;
  if (!(await readSettings(db)).showNetworkOwners) return undefined;
  const networks = await rows<{ name: string; you: boolean }>(
    db,
    sql`
    SELECT btrim(coalesce(u.first_name, '') || ' ' || coalesce(left(u.last_name, 1) || '.', '')) AS name,
           u.id = ${viewer.id} AS you
    FROM user_networks n JOIN users u ON u.id = n.user_id
    WHERE n.contact_id = ${contactId}
    ORDER BY u.id = ${viewer.id} DESC, u.first_name, u.last_name, u.id`,
  );
  return networks.map((r) => ({
    name: r.name || 'A team member',
    you: r.you,
  }));
}

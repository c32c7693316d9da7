/**
 * A profile open (GET /api/contacts/:id) and an edit (PATCH /api/contacts/:id) through the services the
 * routes call: the contact with its phones, emails and history; a note changed with its audit row.
 */
import { getContact } from '../src/server/contacts/get-contact.js';
import { updateContact } from '../src/server/contacts/update-contact.js';
import type { Db } from '../src/server/db/client.js';
import { createUser } from '../src/server/test/factories.js';
import { timeCalls } from './stats.js';

export async function timeProfileOpens(db: Db, ids: string[], runs = 200) {
  return timeCalls(runs, (i) => getContact(db, ids[(i + ids.length) % ids.length] as string));
}

export async function timeEdits(db: Db, ids: string[], runs = 200) {
  const editor = await createUser(db, { role: 'editor', email: `bench-editor-${Date.now()}@example.org` });
  return timeCalls(runs, async (i) => {
    const id = ids[(i + ids.length) % ids.length] as string;
    await getContact(db, id); // the route reads the contact before and after the change
    await updateContact(db, editor, id, { notes: `Benchmark note ${i} ${Date.now()}` });
    return getContact(db, id);
  });
}

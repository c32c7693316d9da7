/** The street words the search finishes while they are typed must be the short forms gw_address_key stores. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../db/rows.js';
import { setupTestDatabase } from '../test/database.js';
import { STREET_WORD_SHORT_FORMS } from './street-words.js';

const t = setupTestDatabase();

describe('the street words an address search finishes while they are typed', () => {
  it('are written short exactly as the address key writes them', async () => {
    const words = Object.keys(STREET_WORD_SHORT_FORMS);
    const found = await rows<{ key: string }>(
      t.db,
      sql`SELECT gw_address_key('1 oak ' || w) AS key FROM unnest(${`{${words.join(',')}}`}::text[]) WITH ORDINALITY AS u(w, n) ORDER BY n`,
    );
    const keys = found.map((r) => r.key);
    expect(keys).toEqual(Object.values(STREET_WORD_SHORT_FORMS).map((short) => `1 oak ${short}`));
  });
});

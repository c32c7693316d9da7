import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase, testEngine } from '../test/database.js';
import { canCopyRowsIn, copyRowsIn } from './copy-rows-in.js';
import { insertRowsSql } from './insert-rows.js';
import { contacts } from './schema/index.js';

const t = setupTestDatabase();

const KEYS = [
  'systemId',
  'fullName',
  'firstName',
  'middleName',
  'lastName',
  'streetAddress',
  'dateOfBirth',
  'isActive',
  'lastPublicUpdate',
] as const;

/**
 * Values COPY's CSV must carry exactly: quotes, separators, line breaks, COPY's end-of-data marker alone on a
 * line, a backslash, an empty string beside a null.
 */
const awkward = (systemId: string) => ({
  systemId,
  fullName: 'Ana "Nena" O\'Brien, Jr. \\N',
  firstName: 'Ana',
  middleName: '',
  lastName: null,
  streetAddress: '12 Oak St\n\\.\nApt "B", rear',
  dateOfBirth: '1961-02-28',
  isActive: false,
  lastPublicUpdate: new Date('2026-11-01T12:34:56.789Z'),
});

const stored = async (systemId: string) => {
  const result = await t.db.execute(sql`
    select full_name, first_name, middle_name, last_name, street_address, street_address_key, last_name_key,
      date_of_birth::text as date_of_birth, is_active, last_public_update::text as last_public_update
    from contacts where system_id = ${systemId}`);
  return (result as unknown as { rows: unknown[] }).rows;
};

describe('copyRowsIn', () => {
  it.runIf(testEngine === 'pglite')(
    'stores each value exactly as the unnest() INSERT stores it, keys included',
    async () => {
      await t.db.transaction(async (tx) => {
        expect(canCopyRowsIn(tx)).toBe(true);
        const copied = await copyRowsIn(
          tx,
          contacts,
          ['id', ...KEYS],
          [{ id: randomUUID(), ...awkward('C-1') }],
        );
        expect(copied).toBe(1);
        await tx.execute(insertRowsSql(contacts, KEYS, [awkward('I-1')]));
      });
      const [viaCopy] = await stored('C-1');
      const [viaInsert] = await stored('I-1');
      expect(viaCopy).toEqual(viaInsert);
      expect(viaCopy).toMatchObject({
        middle_name: '',
        last_name: null,
        street_address: '12 Oak St\n\\.\nApt "B", rear',
      });
    },
  );

  it.runIf(testEngine === 'pglite')('commits and rolls back with the transaction it runs in', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await copyRowsIn(tx, contacts, ['id', ...KEYS], [{ id: randomUUID(), ...awkward('R-1') }]);
        expect(await tx.execute(sql`select 1 from contacts where system_id = 'R-1'`)).toMatchObject({
          rows: [{}],
        });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await stored('R-1')).toEqual([]);
  });

  it('is offered only inside a transaction on the embedded engine', async () => {
    expect(canCopyRowsIn(t.db)).toBe(false);
    await t.db.transaction(async (tx) => {
      expect(canCopyRowsIn(tx)).toBe(testEngine === 'pglite');
    });
  });
});

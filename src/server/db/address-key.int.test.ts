/**
 * Migration 0020 rewrote gw_address_key for speed and keeps the keys already stored: it must give exactly what
 * migration 0013's definition gave, for every address. Both run here on the same generated addresses.
 * Migration 0023 reads "#" before a unit as the unit word ("1 Oak St #4" is "1 oak st apt 4"); every address
 * without a "#" keeps its key.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database.js';
import { rows } from './rows.js';

const t = setupTestDatabase();

/** Migration 0013's definition, word for word. */
const ADDRESS_KEY_0013 = sql.raw(`
CREATE FUNCTION gw_address_key_0013(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN nullif(btrim(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(gw_fold(value), '[^a-z0-9]+', ' ', 'g'),
      '\\m(street|str)\\M', 'st', 'g'),
      '\\m(drive|drv)\\M', 'dr', 'g'),
      '\\m(avenue|av|aven)\\M', 'ave', 'g'),
      '\\mroad\\M', 'rd', 'g'),
      '\\m(boulevard|boul)\\M', 'blvd', 'g'),
      '\\mlane\\M', 'ln', 'g'),
      '\\mcourt\\M', 'ct', 'g'),
      '\\m(circle|circ)\\M', 'cir', 'g'),
      '\\mplace\\M', 'pl', 'g'),
      '\\m(terrace|terr)\\M', 'ter', 'g'),
      '\\m(highway|hiway)\\M', 'hwy', 'g'),
      '\\m(parkway|pkwy)\\M', 'pkwy', 'g'),
      '\\mnorth\\M', 'n', 'g'),
      '\\msouth\\M', 's', 'g'),
      '\\meast\\M', 'e', 'g'),
      '\\mwest\\M', 'w', 'g'),
      '\\m(apartment|unit|suite|ste)\\M', 'apt', 'g'),
      ' +', ' ', 'g')), '')`);

/** Every word a rule rewrites or writes, words that only contain them, and names, numbers and accents. */
const WORDS = [
  ...'street str drive drv avenue av aven road boulevard boul lane court circle circ place terrace terr highway hiway parkway pkwy north south east west apartment unit suite ste'.split(
    ' ',
  ),
  ...'st dr ave rd blvd ln ct cir pl ter hwy n s e w apt'.split(' '),
  ...'Street DRIVE Avenue Stree streets 5street street5 unitary westwood Ste. Sté Ñorth Cañada José O’Brien Mc-Donald Lake Ella Monroe 2661 12B 4 ½'.split(
    ' ',
  ),
];
const GLUE = [' ', '  ', ', ', '-', '.', ' # ', '\t', '/', ''];

function generatedAddresses(count: number) {
  let seed = 20_261_125;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const addresses = ['', ' ', ',', 'street', 'N', '  West  Street  '];
  while (addresses.length < count) {
    let address = next(3) === 0 ? ' ' : '';
    for (let words = 1 + next(7); words > 0; words--)
      address += (WORDS[next(WORDS.length)] as string) + (GLUE[next(GLUE.length)] as string);
    addresses.push(address);
  }
  return addresses;
}

describe('gw_address_key (migrations 0020 and 0023)', () => {
  it('gives the same key as migration 0013 for every generated address without a "#"', async () => {
    await t.db.execute(ADDRESS_KEY_0013);
    const addresses = generatedAddresses(4_000);
    const withoutHash = addresses.filter((a) => !a.includes('#'));
    expect(withoutHash.length).toBeGreaterThan(2_000);
    const differing = await rows<{ a: string; now: string | null; before: string | null }>(
      t.db,
      sql`
      select a, gw_address_key(a) as now, gw_address_key_0013(a) as before
      from unnest(${sql.param(withoutHash)}::text[]) as a
      where gw_address_key(a) is distinct from gw_address_key_0013(a)`,
    );
    expect(differing).toEqual([]);
    const sample = await rows<{ a: string | null; b: string | null }>(
      t.db,
      sql`select gw_address_key('2661 Lake Ella Drive, Apt. 4') as a, gw_address_key('  ') as b`,
    );
    expect(sample).toEqual([{ a: '2661 lake ella dr apt 4', b: null }]);
  });
});

describe('a "#" before a unit (migration 0023)', () => {
  const keys = (addresses: string[]) =>
    rows<{ address: string; key: string | null; street: string | null }>(
      t.db,
      sql`
        select a as address, gw_address_key(a) as key, gw_street_name_key(gw_address_key(a)) as street
        from unnest(${sql.param(addresses)}::text[]) with ordinality as u(a, n) order by n`,
    );

  it('is the unit word, written "apt" once however the unit is written', async () => {
    const forms = [
      '1 Oak St #4',
      '1 Oak St # 4',
      '1 OAK ST APT #4',
      '1 Oak Street, Unit #4',
      '1 Oak St Apt. # 4',
    ];
    forms.push('1 Oak St Apt 4', '1 Oak St Suite#4', '1 Oak St #4', '1 oak st ste #4');
    expect(await keys(forms)).toEqual(
      forms.map((address) => ({ address, key: '1 oak st apt 4', street: 'oak st apt 4' })),
    );
    expect(await keys(['12 Lake Ella Dr #B-2', '#4 Oak St', '5 Elm Ave ## 7'])).toEqual([
      { address: '12 Lake Ella Dr #B-2', key: '12 lake ella dr apt b 2', street: 'lake ella dr apt b 2' },
      { address: '#4 Oak St', key: 'apt 4 oak st', street: 'apt 4 oak st' },
      { address: '5 Elm Ave ## 7', key: '5 elm ave apt 7', street: 'elm ave apt 7' },
    ]);
  });

  it('is still a space when no unit follows it', async () => {
    expect(await keys(['1 Oak St #', '1 Oak St # ', '#', '1 Oak St Apt #'])).toEqual([
      { address: '1 Oak St #', key: '1 oak st', street: 'oak st' },
      { address: '1 Oak St # ', key: '1 oak st', street: 'oak st' },
      { address: '#', key: null, street: null },
      { address: '1 Oak St Apt #', key: '1 oak st apt', street: 'oak st apt' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { ListenOptions } from '../db/listen.js';
import { SearchTotals } from './search-totals.js';

/** A database whose LISTEN connection the test drives: connect, deliver a NOTIFY, lose the connection. */
function listeningDatabase() {
  let options: ListenOptions | undefined;
  let listening = false;
  const database = {
    listen: (o: ListenOptions) => {
      options = o;
      return {
        get listening() {
          return listening;
        },
        close: async () => undefined,
      };
    },
  } as unknown as Database;
  const setListening = (now: boolean) => {
    listening = now;
    options?.onStateChange?.(now);
  };
  return { database, setListening, notify: () => options?.onMessage('') };
}

describe('SearchTotals', () => {
  it('remembers a total with the generation it was counted at', () => {
    const { database, setListening } = listeningDatabase();
    const totals = new SearchTotals(database);
    setListening(true);
    totals.counting('smith')(42, '7');
    expect(totals.remembered('smith')).toEqual({ total: 42, generation: '7' });
    expect(totals.remembered('jones')).toBeUndefined();
  });

  it('keeps nothing counted while a change was heard, and forgets everything on a change', () => {
    const { database, setListening, notify } = listeningDatabase();
    const totals = new SearchTotals(database);
    setListening(true);
    totals.counting('a')(1, '1');
    const keep = totals.counting('b');
    notify();
    keep(2, '1');
    expect(totals.remembered('a')).toBeUndefined();
    expect(totals.remembered('b')).toBeUndefined();
  });

  it('remembers nothing on PostgreSQL while it is not listening', () => {
    const { database, setListening } = listeningDatabase();
    const totals = new SearchTotals(database);
    totals.counting('a')(1, '1');
    expect(totals.remembered('a')).toBeUndefined();
    setListening(true);
    totals.counting('a')(1, '1');
    const keep = totals.counting('b');
    setListening(false);
    keep(2, '1');
    expect(totals.remembered('a')).toBeUndefined();
    expect(totals.remembered('b')).toBeUndefined();
  });
});

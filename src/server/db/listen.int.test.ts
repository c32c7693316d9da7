/**
 * The LISTEN connection on a real PostgreSQL: one connection carries every channel, and after it is cut
 * each listener reports it stopped listening, then listens again and hears what is sent next.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/database.js';
import { createListenConnection, LISTEN_APPLICATION_NAME } from './listen.js';

const waitFor = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('LISTEN connection', () => {
  let url: string;
  let drop: () => Promise<void>;
  let admin: pg.Client;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await drop?.();
  });

  const listenBackends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTEN_APPLICATION_NAME],
      )
    ).rows.map((row) => row.pid);

  it('carries every channel on one connection and listens again after losing it', async () => {
    const connection = createListenConnection(url, { retryMs: 50 });
    const heard: string[] = [];
    const states: string[] = [];
    const settings = connection.listen({
      channel: 'gw_test_settings',
      onMessage: (payload) => heard.push(`settings ${payload}`),
      onStateChange: (listening) => states.push(`settings ${listening}`),
    });
    const contacts = connection.listen({
      channel: 'gw_test_contacts',
      onMessage: (payload) => heard.push(`contacts ${payload}`),
      onStateChange: (listening) => states.push(`contacts ${listening}`),
    });
    try {
      await waitFor(() => settings.listening && contacts.listening, 'both listeners');
      expect(await listenBackends()).toHaveLength(1);

      await admin.query(`select pg_notify('gw_test_contacts', 'one'), pg_notify('gw_test_settings', 'two')`);
      await waitFor(() => heard.length === 2, 'two messages');
      expect(heard.sort()).toEqual(['contacts one', 'settings two']);

      const [pid] = await listenBackends();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await waitFor(() => states.includes('settings false') && states.includes('contacts false'), 'the loss');
      await waitFor(() => settings.listening && contacts.listening, 'listening again');
      expect(await listenBackends()).toHaveLength(1);
      await admin.query(`select pg_notify('gw_test_contacts', 'three')`);
      await waitFor(() => heard.includes('contacts three'), 'a message after reconnecting');
    } finally {
      await settings.close();
      await contacts.close();
    }
    // The connection goes with the last listener.
    await waitFor(async () => (await listenBackends()).length === 0, 'the connection to close');
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../test/database.js';
import { openDatabase } from './client.js';

describe.runIf(testEngine === 'pglite')('the embedded database worker', () => {
  it('closed as the server shuts down, reports no failure', { timeout: 60_000 }, async () => {
    const failures: Error[] = [];
    const database = await openDatabase({ onFatal: (error) => failures.push(error) });
    await database.migrate();
    await database.close();
    // The worker's exit event may come after close() returns.
    await sleep(200);
    expect(failures.map((e) => e.message)).toEqual([]);
  });
});

/**
 * Every malformed or hostile file of the corpus is refused with a message, or read, within a time and memory
 * bound: each is read by the import's own readers on a worker thread with a capped heap, and a file that
 * takes longer than the deadline, exhausts the heap or throws anything but a file error fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderForThisFile } from '../../test/temp-folders.js';
import { startWorkerModule } from '../../worker-module.js';
import { craftedFiles } from '../test/crafted-files.js';
import type { ReadOutcome } from '../test/read-file-worker.js';
import { CELL_OUT_OF_RANGE } from './read-xlsx.js';

const DEADLINE_MS = 10_000;
const HEAP_MB = 256;
const dir = folderForThisFile('gw-crafted-');

type Ending = ReadOutcome | { outcome: 'too slow' } | { outcome: 'worker died'; message: string };

function readOnWorker(file: string, name: string): Promise<Ending & { ms: number }> {
  const started = performance.now();
  const worker = startWorkerModule(
    // Any module beside the worker will do as the caller; this file's URL decides .ts (tsx) or .js.
    new URL('../test/crafted-files.ts', import.meta.url).href,
    'read-file-worker',
    { file, name },
    { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 32 },
  );
  return new Promise<Ending>((resolve) => {
    const timer = setTimeout(() => resolve({ outcome: 'too slow' }), DEADLINE_MS);
    worker.once('message', (answer: ReadOutcome) => {
      clearTimeout(timer);
      resolve(answer);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve({ outcome: 'worker died', message: String(error) });
    });
  })
    .then((ending) => ({ ...ending, ms: Math.round(performance.now() - started) }))
    .finally(() => worker.terminate());
}

describe('crafted and malformed voter files', () => {
  it('are each refused with a message or read, in bounded time and memory', {
    timeout: 600_000,
  }, async () => {
    const corpus = await craftedFiles();
    const endings: string[] = [];
    const failures: string[] = [];
    for (const [i, crafted] of corpus.entries()) {
      const file = path.join(dir, `${i}-${crafted.name}`);
      fs.writeFileSync(file, crafted.data);
      const ending = await readOnWorker(file, crafted.name);
      fs.rmSync(file);
      const line = `${crafted.label}: ${ending.outcome} in ${ending.ms} ms${'message' in ending ? ` (${ending.message})` : ''}`;
      endings.push(line);
      if (ending.outcome !== 'read' && ending.outcome !== 'refused') failures.push(line);
      else if (ending.outcome === 'refused') expect(ending.message.length, line).toBeGreaterThan(20);
    }
    expect(failures, endings.join('\n')).toEqual([]);
  });

  it('refuses the cell reference beyond column XFD that took the server down', {
    timeout: 30_000,
  }, async () => {
    const [far] = await craftedFiles();
    const file = path.join(dir, 'far.xlsx');
    fs.writeFileSync(file, far?.data ?? Buffer.alloc(0));
    expect(await readOnWorker(file, 'far.xlsx')).toMatchObject({
      outcome: 'refused',
      kind: 'invalid-input',
      message: CELL_OUT_OF_RANGE,
    });
  });
});

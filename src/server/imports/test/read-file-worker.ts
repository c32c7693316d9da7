/** Reads one voter file through the import's own readers on a worker thread and posts how it ended. */
import { parentPort, workerData } from 'node:worker_threads';
import { detectFileType } from '../file-formats/file-type.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { openRowSource } from '../file-formats/open-row-source.js';

export type ReadOutcome =
  | { outcome: 'read'; rows: number }
  | { outcome: 'refused'; kind: string; message: string }
  | { outcome: 'crashed'; message: string };

const { file, name } = workerData as { file: string; name: string };
let answer: ReadOutcome;
try {
  const source = await openRowSource(file, await detectFileType(file, name));
  let rows = 0;
  for await (const _row of source.rows()) rows++;
  await source.countRows();
  answer = { outcome: 'read', rows };
} catch (error) {
  answer =
    error instanceof ImportFileError
      ? { outcome: 'refused', kind: error.kind, message: error.message }
      : { outcome: 'crashed', message: String(error) };
}
parentPort?.postMessage(answer);

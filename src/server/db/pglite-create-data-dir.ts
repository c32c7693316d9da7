/**
 * Creates a new embedded data directory (PostgreSQL's initdb) in a short-lived process of its own. initdb is a
 * second WebAssembly program, and the memory it grows is not given back while the process that ran it lives:
 * run on the database's thread it kept the server at 735 MB RSS after a first start, and on a thread that
 * ended still 120 MB above a restart (measured in docs/BENCHMARKS.md, "Embedded engine memory"). A process
 * that exits gives all of it back.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when `dataDir` holds no database yet. */
export const needsCreating = (dataDir: string) => !existsSync(path.join(dataDir, 'PG_VERSION'));

/** Runs `create-pglite-data-dir` for `dataDir` in a child process and waits for it to end. */
export function createDataDirInChildProcess(dataDir: string): Promise<void> {
  const here = import.meta.url;
  const typescript = here.endsWith('.ts');
  const script = fileURLToPath(new URL(`./create-pglite-data-dir.${typescript ? 'ts' : 'js'}`, here));
  const args = typescript ? ['--import', import.meta.resolve('tsx'), script, dataDir] : [script, dataDir];
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the embedded database failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
}

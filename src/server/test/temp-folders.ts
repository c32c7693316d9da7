/** Folders tests write in, under the system's temporary folder, removed when their test file or test ends. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/** A new empty folder; the caller removes it (the two below do). */
export const makeTempFolder = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
export const removeFolder = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** A folder for the whole test file (call at its top level); removed after its last test. */
export function folderForThisFile(prefix: string): string {
  const dir = makeTempFolder(prefix);
  afterAll(() => removeFolder(dir));
  return dir;
}

/** A folder for one test (call inside it); removed when the test ends, passed or failed. */
export function folderForThisTest(prefix: string): string {
  const dir = makeTempFolder(prefix);
  onTestFinished(() => removeFolder(dir));
  return dir;
}

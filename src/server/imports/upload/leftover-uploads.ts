/**
 * Uploads are kept in DATA_DIR/imports only while their import runs; a file still there when the server
 * starts belongs to an import the last process did not finish (the job sweeper marks that job failed), so it
 * is removed. Each instance has its own DATA_DIR (OPERATIONS.md), so nothing in it belongs to a live import.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export async function removeLeftoverUploads(importsDir: string) {
  let names: string[];
  try {
    names = await fs.readdir(importsDir);
  } catch {
    return 0;
  }
  await Promise.all(
    names.map((name) => fs.rm(path.join(importsDir, name), { recursive: true, force: true })),
  );
  return names.length;
}

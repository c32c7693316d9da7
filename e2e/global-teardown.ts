/** After the run: the template data directories its workers copied their servers from (fixtures/server.ts). */
import fs from 'node:fs';
import { templatesDir } from './fixtures/server.js';

export default function removeTemplates() {
  // The teardown runs in the Playwright runner, the parent the workers named the directory after.
  fs.rmSync(templatesDir(process.pid), { recursive: true, force: true });
}

// `npm start`: build when the build is missing or older than the sources, then serve.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, root } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building Groundwork (first start, or the sources changed)...');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
}
await import(path.join(root, 'dist', 'server', 'main.js'));

// Builds the client (Vite) into dist/client and the server (tsc) into dist/server + dist/common.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, stampFile } from './build-state.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.server.json']);
fs.writeFileSync(stampFile, new Date().toISOString());
console.log('Build complete: dist/client and dist/server');

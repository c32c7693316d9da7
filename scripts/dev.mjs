// `npm run dev`: the API server with reload (tsx watch) and Vite with HMR, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-state.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Open http://127.0.0.1:5173 (Vite, hot reload); the API runs on http://127.0.0.1:5000');

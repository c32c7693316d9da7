import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
// SSE streams pass through the proxy as they are; ws covers any future WebSocket upgrade.
const api = { target: 'http://127.0.0.1:5000', changeOrigin: false, ws: true };

export default defineConfig({
  root: path.join(root, 'src/client'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.join(root, 'src/client') } },
  build: { outDir: path.join(root, 'dist/client'), emptyOutDir: true, sourcemap: true },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': api, '/healthz': api } },
});

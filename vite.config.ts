import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.dirname(fileURLToPath(import.meta.url));
// SSE streams pass through the proxy as they are; ws covers any future WebSocket upgrade.
const api = { target: 'http://127.0.0.1:5000', changeOrigin: false, ws: true };

export default defineConfig({
  root: path.join(root, 'src/client'),
  plugins: [
    react(),
    tailwindcss(),
    // Installable, and the app shell opens without signal. API answers are never cached by the service
    // worker: what stays readable offline is the query cache the app itself keeps (offline/persist-queries.ts).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      manifest: {
        name: 'Groundwork',
        short_name: 'Groundwork',
        description: 'Voter contact for campaigns: search, call, knock and note.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4ed8',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/healthz/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { alias: { '@': path.join(root, 'src/client') } },
  build: { outDir: path.join(root, 'dist/client'), emptyOutDir: true, sourcemap: true },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': api, '/healthz': api } },
});

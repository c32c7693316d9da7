/**
 * Serves the built client and falls back to index.html for any other non-API GET, so client-side
 * routes (and the client's own 404 page) work on reload. Unknown /api paths get a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';

/** src/server/http and dist/server/http both sit three levels below the project root. */
export const CLIENT_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/client',
);

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function registerSpa(app: FastifyInstance, clientDir = CLIENT_DIST_DIR) {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(
        reply,
        404,
        'not_found',
        `There is no ${request.method} ${url.split('?')[0]} in the API.`,
      );
    }
    if (!hasClient) {
      return sendError(
        reply,
        404,
        'not_found',
        'The web client has not been built yet. Run "npm run build", then restart.',
      );
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

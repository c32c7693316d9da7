import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A CSP the built client satisfies: only its own scripts, styles (plus inline style attributes) and data. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app: its service worker and web manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (local use) upgrading would break every request.
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    hsts: isProduction,
    crossOriginEmbedderPolicy: false,
  });
}

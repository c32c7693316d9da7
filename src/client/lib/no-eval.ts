/**
 * Imported first by main.tsx, before any zod schema is built. The server's CSP has no 'unsafe-eval';
 * without this, zod probes `Function('')` while building object schemas and the browser records a
 * script-src violation on every page load.
 */
import { z } from 'zod';

z.config({ jitless: true });

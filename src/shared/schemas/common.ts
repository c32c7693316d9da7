import { z } from 'zod';

/** A record id in a URL: a UUID. Anything else is answered 404 "not found", like an unknown id. */
export const uuidParam = z.object({ id: z.string() });
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

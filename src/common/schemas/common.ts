import { z } from 'zod';

/** A record id in a URL: a UUID. Anything else is answered 404 "not found", like an unknown id. */
export const uuidParam = z.object({ id: z.string() });
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A NUL character or half of a surrogate pair (a broken emoji): text PostgreSQL cannot store as it is. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_TEXT_MESSAGE =
  'This contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them and try again.';

/**
 * What the API answers on every failure: a sentence for a person, a stable code for a program
 * (src/common/error-codes.ts), and each field's problem for bad input.
 */
export const apiErrorBody = z.object({
  message: z.string(),
  // Read as any text: a code a newer server adds must not make the whole answer unreadable (isErrorCode).
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** A whole number from a query string or a form, with messages that name the field. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * Refuses, for every route, text PostgreSQL cannot store as sent: a NUL character, or half of a surrogate
 * pair. The first would fail in the database; the second would be saved as "�" without a word, so what
 * comes back would not be what was typed. Runs after parsing and before the route's schema.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../common/schemas/common.js';
import { type FieldError, InvalidInputError } from '../errors.js';

const MAX_REPORTED = 10;

/** The paths of the strings (keys included) in `value` that cannot be stored. */
export function findUnstorableText(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= MAX_REPORTED) return found;
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) findUnstorableText(item, [...path, String(i)], found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) found.push([...path, key].join('.'));
      findUnstorableText(item, [...path, key], found);
    }
  }
  return found;
}

async function storableTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const paths = [
      ...findUnstorableText(request.params),
      ...findUnstorableText(request.query),
      ...findUnstorableText(request.body),
    ];
    if (paths.length === 0) return;
    const errors: FieldError[] = paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE }));
    throw new InvalidInputError(UNSTORABLE_TEXT_MESSAGE, errors);
  });
}

export const registerStorableTextCheck = fp(storableTextPlugin, { name: 'storable-text' });

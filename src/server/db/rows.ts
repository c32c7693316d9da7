/**
 * The one seam for raw SQL: a query written with drizzle's `sql` template answers rows of the shape the caller
 * names. Nothing else shapes a driver's result, so no query result is cast anywhere else.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** Every row the query answers. */
export async function rows<T extends object>(executor: Executor, query: SQL): Promise<T[]> {
  return (await executor.execute(query)).rows as T[];
}

/** The first row, or undefined when the query answers none. */
export async function firstRow<T extends object>(executor: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(executor, query))[0];
}

/** The one row a query always answers (an aggregate, a `RETURNING` of a row known to exist). */
export async function oneRow<T extends object>(executor: Executor, query: SQL): Promise<T> {
  const row = await firstRow<T>(executor, query);
  if (row === undefined) throw new Error('The query answered no row where one was expected');
  return row;
}

import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table's primary key: a random UUID, so ids in URLs cannot be guessed or enumerated. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Text compared byte by byte (collation "C"), whatever the database's locale: prefix ranges then follow the index. */
export const byteOrderText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A jsonb column that may hold any JSON value, a bare string included (a setting's value). Both drivers
 * already parse jsonb; Drizzle's own `jsonb` parses a string it is handed once more, so a saved city "1" came
 * back as the number 1 and a candidate "true" as a boolean (settings.int.test.ts).
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

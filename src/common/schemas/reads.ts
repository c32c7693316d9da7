/** The admins' "Who read what" page: reads per person and day, the week's top readers, one person's history. */
import { z } from 'zod';
import { wholeNumber } from './common.js';

/** GET /api/admin/reads: the last `days` days (today included). */
export const readsQuery = z.object({ days: wholeNumber('days', 1, 730).default(7) });

const counts = {
  searchRows: z.number(),
  profileOpens: z.number(),
  housemates: z.number(),
  listRows: z.number(),
  listMadeRows: z.number(),
  listMadePhones: z.number(),
  networkRows: z.number(),
  refusals: z.number(),
};

const person = {
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string().nullable(),
};

export const readDay = z.object({ ...person, day: z.string(), ...counts });
export type ReadDay = z.infer<typeof readDay>;

/** A top reader: the week's charged reads (rows and profiles) and refusals. */
export const topReader = z.object({
  ...person,
  searchRows: z.number(),
  profiles: z.number(),
  refusals: z.number(),
});
export type TopReader = z.infer<typeof topReader>;

export const readsReport = z.object({
  days: z.array(readDay),
  topReaders: z.array(topReader),
  keptDays: z.number(),
});
export type ReadsReport = z.infer<typeof readsReport>;

export const readSearch = z.object({
  at: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  rows: z.number(),
});
export type ReadSearch = z.infer<typeof readSearch>;

export const readHistory = z.object({
  user: z.object(person),
  days: z.array(readDay),
  searches: z.array(readSearch),
  keptDays: z.number(),
});
export type ReadHistory = z.infer<typeof readHistory>;

/** The CSV's columns, in order, with their headings. */
export const READ_DAY_COLUMNS = [
  ['day', 'Day'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['role', 'Role'],
  ['searchRows', 'Search rows'],
  ['profileOpens', 'Profiles'],
  ['housemates', 'Housemates'],
  ['networkRows', 'Network reads'],
  ['listMadeRows', 'Voters on lists made'],
  ['listMadePhones', 'Phones on call lists made'],
  ['listRows', 'Own and assigned list rows (not charged)'],
  ['refusals', 'Refusals'],
] as const satisfies readonly (readonly [keyof ReadDay, string])[];

import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { contacts } from './contacts.js';
import { users } from './users.js';

export const userNetworks = pgTable(
  'user_networks',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_networks_user_contact_unique').on(t.userId, t.contactId),
    index('user_networks_contact_idx').on(t.contactId),
  ],
);

export type UserNetworkRow = typeof userNetworks.$inferSelect;

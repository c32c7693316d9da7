/**
 * Every query the client caches, named once: each key starts with the API path it reads, so a prefix names a
 * whole family (`contactKeys.search` is every search page). The lowest layer of the client: it imports nothing
 * of it, so the transport, the offline queue and the hooks all name the same keys. What each change makes
 * stale is declared beside them, in invalidate-after.ts.
 */
import type { ExportFiltersInput } from '../../common/schemas/exports.js';
import type { ImpactPeriod } from '../../common/schemas/impact-days.js';

export const authKeys = {
  currentUser: ['/api/auth/user'] as const,
  sessions: ['/api/auth/sessions'] as const,
  /** Whether a reset or invitation link still works; asked before the person types a password. */
  passwordToken: (token: string) => ['/api/auth/password-reset', token] as const,
};

export const setupKeys = {
  status: ['/api/setup'] as const,
};

export const campaignKeys = {
  profile: ['/api/campaign'] as const,
};

export const contactKeys = {
  search: ['/api/contacts/search'] as const,
  searchPage: (queryString: string) => [...contactKeys.search, queryString] as const,
  detail: (id: string) => ['/api/contacts', id] as const,
  filterChoices: ['/api/contacts/filter-choices'] as const,
  elections: ['/api/contacts/elections'] as const,
};

export const listKeys = {
  /** My Lists; as a prefix, every list's pages too. */
  all: ['/api/lists'] as const,
  detail: (id: string, page: number) => ['/api/lists', id, page] as const,
  /** Every member of a list, read page after page to print. */
  whole: (id: string) => ['/api/lists', id, 'whole'] as const,
};

export const networkKeys = {
  /** Every page of the network and the heart markers' ids: what a change to the network makes stale. */
  list: ['/api/networks'] as const,
  page: (page: number, q: string) => ['/api/networks', page, q] as const,
  ids: ['/api/networks', 'ids'] as const,
  check: (contactId: string) => ['/api/networks/check', contactId] as const,
};

export const impactKeys = {
  stats: ['/api/impact/stats'] as const,
  days: (period: ImpactPeriod) => ['/api/impact/days', period] as const,
  today: ['/api/impact/today'] as const,
};

/** The election view (GET /api/election). */
export const electionKeys = {
  view: ['/api/election'] as const,
};

/** Who read what (admins). */
export const readKeys = {
  report: (days: number) => ['/api/admin/reads', days] as const,
  history: (userId: string) => ['/api/admin/reads/users', userId] as const,
};

export const auditKeys = {
  all: ['/api/admin/audit-logs'] as const,
  list: (filters: Readonly<Record<string, string>>) => [...auditKeys.all, filters] as const,
};

export const exportKeys = {
  history: ['/api/admin/export/history'] as const,
  preview: (filters: ExportFiltersInput) => ['/api/admin/export/preview', filters] as const,
};

export const importKeys = {
  list: ['/api/admin/imports'] as const,
};

export const settingsKeys = {
  admin: ['/api/admin/settings'] as const,
  systemStatus: ['/api/system/status'] as const,
};

export const surveyKeys = {
  all: ['/api/admin/survey-questions'] as const,
  active: ['/api/survey-questions'] as const,
};

export const userKeys = {
  list: ['/api/admin/users'] as const,
  stats: ['/api/admin/stats'] as const,
  notifications: ['/api/notifications'] as const,
};

/**
 * Every /api route and who may call it: the one table the guard enforces (PRODUCT.md, Roles and permissions).
 * A route that is not listed here cannot be registered, so nothing reaches production unguarded.
 *
 * - public: anyone, signed in or not
 * - signed-in: any approved, active user
 * - a permission: the roles PERMISSIONS grants it to
 */
import type { Permission } from '../../common/permissions.js';

export type Access = 'public' | 'signed-in' | Permission;

export const ROUTE_ACCESS: Record<string, Access> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/two-factor': 'public',
  'POST /api/auth/two-factor/setup': 'signed-in',
  'POST /api/auth/two-factor/enable': 'signed-in',
  'POST /api/auth/two-factor/recovery-codes': 'signed-in',
  'POST /api/auth/two-factor/disable': 'signed-in',
  'GET /api/login': 'public',
  'GET /api/logout': 'public',
  'POST /api/logout': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'GET /api/auth/password-reset/:token': 'public',
  'GET /api/auth/user': 'signed-in',
  'GET /api/setup': 'public',
  'POST /api/setup': 'public',
  'POST /api/admin/demo-data': 'admin:manage',
  'PATCH /api/auth/profile': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'GET /api/auth/sessions': 'signed-in',
  'POST /api/auth/sessions/sign-out-others': 'signed-in',
  'POST /api/auth/confirm-password': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'POST /api/notifications/seen': 'signed-in',

  'GET /api/contacts/search': 'contacts:read',
  'GET /api/contacts/filter-choices': 'contacts:read',
  'GET /api/contacts/elections': 'contacts:read',
  'GET /api/contacts/:id': 'contacts:read',
  'GET /api/contacts/:id/export': 'contacts:read',
  'PATCH /api/contacts/:id': 'contacts:edit',
  'POST /api/contacts/:id/phones': 'contacts:edit',
  'PATCH /api/phones/:id': 'contacts:edit',
  'DELETE /api/phones/:id': 'contacts:edit',
  'POST /api/contacts/:id/emails': 'contacts:edit',
  'PATCH /api/emails/:id': 'contacts:edit',
  'DELETE /api/emails/:id': 'contacts:edit',
  'POST /api/contacts/:id/attempts': 'lists:work',
  'DELETE /api/contacts/:id/do-not-contact': 'admin:manage',

  'GET /api/election': 'lists:work',
  'GET /api/lists': 'lists:work',
  'POST /api/lists': 'lists:work',
  'GET /api/lists/:id': 'lists:work',
  'PATCH /api/lists/:id': 'lists:work',
  'DELETE /api/lists/:id': 'lists:work',
  'POST /api/lists/:id/refresh': 'lists:work',
  'POST /api/lists/:id/split': 'lists:work',
  'GET /api/survey-questions': 'lists:work',
  'GET /api/admin/survey-questions': 'admin:manage',
  'POST /api/admin/survey-questions': 'admin:manage',
  'PATCH /api/admin/survey-questions/:id': 'admin:manage',

  'GET /api/admin/users': 'admin:manage',
  'POST /api/admin/users': 'admin:manage',
  'GET /api/admin/users/export': 'admin:manage',
  'GET /api/admin/stats': 'admin:manage',
  'PATCH /api/admin/users/:id/approve': 'admin:manage',
  'POST /api/admin/users/:id/invitation': 'admin:manage',
  'PATCH /api/admin/users/:id/reject': 'admin:manage',
  'PATCH /api/admin/users/:id/role': 'admin:manage',
  'PATCH /api/admin/users/:id/read-budget': 'admin:manage',
  'POST /api/admin/users/:id/two-factor/reset': 'admin:manage',
  'PATCH /api/admin/users/:id/status': 'admin:manage',
  'DELETE /api/admin/users/:id': 'admin:manage',

  'GET /api/networks': 'network:use',
  'GET /api/networks/ids': 'network:use',
  'GET /api/networks/check/:contactId': 'network:use',
  'POST /api/networks': 'network:use',
  'DELETE /api/networks/:id': 'network:use',

  'GET /api/impact/stats': 'signed-in',
  'GET /api/impact/days': 'signed-in',
  // Admins only unless the setting below opens it to everyone: see OPEN_BY_SETTING.
  'GET /api/impact/today': 'signed-in',
  'GET /api/campaign': 'signed-in',
  'GET /api/admin/export/options': 'admin:manage',
  'POST /api/admin/export/preview': 'admin:manage',
  'POST /api/admin/export/start': 'admin:manage',
  'GET /api/admin/export/history': 'admin:manage',
  'GET /api/admin/export/progress/:jobId': 'admin:manage',
  'GET /api/admin/export/download/:jobId': 'admin:manage',
  'POST /api/admin/seed-excel': 'admin:manage',
  'GET /api/admin/upload-progress/:uploadId': 'admin:manage',
  'GET /api/admin/imports': 'admin:manage',
  'POST /api/admin/imports/:jobId/apply': 'admin:manage',
  'POST /api/admin/imports/:jobId/discard': 'admin:manage',
  'POST /api/admin/imports/:jobId/undo': 'admin:manage',
  'GET /api/admin/audit-logs': 'admin:manage',
  'GET /api/admin/reads': 'admin:manage',
  'GET /api/admin/reads/export': 'admin:manage',
  'GET /api/admin/reads/users/:id': 'admin:manage',
  'PATCH /api/admin/audit-logs/:id/hide': 'admin:manage',
  'GET /api/admin/settings': 'admin:manage',
  'PATCH /api/admin/settings': 'admin:manage',
  'PUT /api/admin/maintenance': 'admin:manage',
  'GET /api/system/status': 'signed-in',
  'POST /api/admin/database/backup': 'admin:manage',
  'POST /api/admin/database/validate': 'admin:manage',
  'POST /api/admin/database/cleanup': 'admin:manage',
  'POST /api/admin/database/wipe': 'admin:manage',
};

/**
 * Routes the table opens to every signed-in person whose use case then admits only admins until a setting (off by
 * default) opens them to everyone: the use case reads the setting, the route-access test checks the default.
 */
export const OPEN_BY_SETTING: Partial<Record<string, 'showTodayLeaderboard'>> = {
  'GET /api/impact/today': 'showTodayLeaderboard',
};

export const routeKey = (method: string, url: string) => `${method} ${url}`;

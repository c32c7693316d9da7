import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../common/schemas/common.js';
import {
  approveRequest,
  changeRoleRequest,
  changeStatusRequest,
  createUserRequest,
  readBudgetRequest,
} from '../../common/schemas/users.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import type { Mailer } from '../mail/mailer.js';
import { readAdminStats } from './admin-stats.js';
import { createUser } from './create-user.js';
import { exportUsersXlsx, usersExportFilename } from './export-users.js';
import { INVITATION_NOT_MAILED, INVITATION_SENT, resendInvitation } from './invite-user.js';
import { listUsers } from './list-users.js';
import { changeUserRole, changeUserStatus, deleteUser } from './manage-users.js';
import { presentUserForAdmin } from './present-user.js';
import { reviewRegistration } from './review-registration.js';
import { setReadBudget } from './set-read-budget.js';

interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export async function userAdminRoutes(fastify: FastifyInstance, { db, config, mailer }: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db, mailer, appUrl: config.appUrl, log: app.log };
  const params = { params: uuidParam };

  app.get('/api/admin/users', async () => (await listUsers(db)).map(presentUserForAdmin));

  app.post('/api/admin/users', { schema: { body: createUserRequest } }, async (request, reply) => {
    const { user, mailed } = await createUser(deps, requireUser(request), request.body);
    return reply.code(201).send({
      message: 'User created successfully',
      user: presentUserForAdmin(user),
      invitationMailed: mailed,
      ...(!mailed && { warning: INVITATION_NOT_MAILED }),
    });
  });

  app.get('/api/admin/users/export', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${usersExportFilename()}"`)
      .send(exportUsersXlsx(db)),
  );

  app.get('/api/admin/stats', async () => readAdminStats(db));

  app.patch(
    '/api/admin/users/:id/approve',
    { schema: { ...params, body: approveRequest } },
    async (request) => {
      const user = await reviewRegistration(deps, requireUser(request), request.params.id, 'approved', {
        role: request.body?.role,
      });
      return { message: 'User approved successfully', user: presentUserForAdmin(user) };
    },
  );

  app.patch('/api/admin/users/:id/reject', { schema: params }, async (request) => {
    const user = await reviewRegistration(deps, requireUser(request), request.params.id, 'rejected');
    return { message: 'User rejected', user: presentUserForAdmin(user) };
  });

  app.post('/api/admin/users/:id/invitation', { schema: params }, async (request) => {
    const { user, mailed } = await resendInvitation(deps, requireUser(request), request.params.id);
    return {
      message: mailed ? INVITATION_SENT : INVITATION_NOT_MAILED,
      user: presentUserForAdmin(user),
      invitationMailed: mailed,
    };
  });

  app.patch(
    '/api/admin/users/:id/read-budget',
    { schema: { ...params, body: readBudgetRequest } },
    async (request) => {
      const user = await setReadBudget(db, requireUser(request), request.params.id, request.body);
      return { message: 'Read budget updated', user: presentUserForAdmin(user) };
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    { schema: { ...params, body: changeRoleRequest } },
    async (request) => {
      const user = await changeUserRole(db, requireUser(request), request.params.id, request.body.role);
      return { message: 'User role updated successfully', user: presentUserForAdmin(user) };
    },
  );

  app.patch(
    '/api/admin/users/:id/status',
    { schema: { ...params, body: changeStatusRequest } },
    async (request) => {
      const user = await changeUserStatus(db, requireUser(request), request.params.id, request.body.isActive);
      return { message: 'User status updated successfully', user: presentUserForAdmin(user) };
    },
  );

  app.delete('/api/admin/users/:id', { schema: params }, async (request) => {
    await deleteUser(db, requireUser(request), request.params.id);
    return { message: 'User deleted successfully' };
  });
}

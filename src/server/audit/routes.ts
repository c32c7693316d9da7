import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuery } from '../../common/schemas/audit.js';
import { uuidParam } from '../../common/schemas/common.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { hideAuditEntry } from './hide-audit-entry.js';
import { listAuditLogs } from './list-audit-logs.js';

export async function auditRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/audit-logs', { schema: { querystring: auditLogQuery } }, async (request) =>
    listAuditLogs(db, request.query),
  );

  app.patch('/api/admin/audit-logs/:id/hide', { schema: { params: uuidParam } }, async (request) => {
    await hideAuditEntry(db, requireUser(request), request.params.id);
    return { message: 'Entry hidden from the Activity Timeline' };
  });
}

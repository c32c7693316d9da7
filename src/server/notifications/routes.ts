import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { listNotifications } from './list-notifications.js';
import { markNotificationsSeen } from './mark-notifications-seen.js';

/** The bell: lists given to the signed-in person; for admins also registrations waiting and budgets reached. */
export async function notificationRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  fastify.get('/api/notifications', async (request) => listNotifications(db, requireUser(request)));
  fastify.post('/api/notifications/seen', async (request, reply) => {
    await markNotificationsSeen(db, requireUser(request).id);
    return reply.code(204).send();
  });
}

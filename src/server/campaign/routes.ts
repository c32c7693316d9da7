import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { readCampaignProfile } from './read-campaign-profile.js';

/** The campaign profile for the Talking Points and Share pages (any signed-in user; admins edit it in Settings). */
export async function campaignRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  fastify.get('/api/campaign', async () => readCampaignProfile(db));
}

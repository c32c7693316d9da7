import type { CampaignProfile } from '../../common/schemas/impact.js';
import type { Executor } from '../db/client.js';
import { readSettings } from '../settings/settings.js';

/** What the messaging pages are written around: the candidate, the city, the website and the goals. */
export async function readCampaignProfile(db: Executor): Promise<CampaignProfile> {
  const settings = await readSettings(db);
  return {
    candidateName: settings.candidateName,
    campaignCity: settings.campaignCity,
    campaignWebsite: settings.campaignWebsite,
    goals: settings.impactGoals,
  };
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, systemSettings } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { forgetCachedSettings, readSettings, updateSettings } from './settings.js';

const t = setupTestApp({ config: { CANDIDATE_NAME: 'Jordan Lee', CAMPAIGN_CITY: 'Gainesville' } });

describe('settings', () => {
  it('start from the defaults and the environment campaign profile', async () => {
    forgetCachedSettings();
    const settings = await readSettings(t.db);
    expect(settings).toMatchObject({
      sessionTimeoutMinutes: 480,
      maxSearchResults: 100,
      candidateName: 'Jordan Lee',
      campaignCity: 'Gainesville',
      impactGoals: { confirmedSupporters: 500, activeVolunteers: 50 },
    });
  });

  it('saves only what changed, audits each change, and reads back at once', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const saved = await updateSettings(t.db, admin.id, { maxSearchResults: 50, sessionTimeoutMinutes: 480 });
    expect(saved.maxSearchResults).toBe(50);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.tableName, 'system_settings'));
    expect(audits.map((a) => [a.fieldName, a.oldValue, a.newValue])).toEqual([
      ['maxSearchResults', '100', '50'],
    ]);
    const rows = await t.db.select().from(systemSettings).where(eq(systemSettings.key, 'maxSearchResults'));
    expect(rows[0]?.updatedBy).toBe(admin.id);
  });

  it('reads back text that looks like a number or a word of JSON as the text saved', async () => {
    // A city "1" or a candidate "true" read back as the number 1 and the boolean true (the JSON text was parsed
    // twice), which the settings' schema refused: the campaign silently fell back to the defaults.
    const admin = await createUser(t.db, { role: 'admin' });
    const saved = await updateSettings(t.db, admin.id, { campaignCity: '1', candidateName: 'true' });
    expect(saved).toMatchObject({ campaignCity: '1', candidateName: 'true' });
    forgetCachedSettings();
    expect(await readSettings(t.db)).toMatchObject({ campaignCity: '1', candidateName: 'true' });
    await updateSettings(t.db, admin.id, { campaignCity: '2024', candidateName: 'null' });
    forgetCachedSettings();
    expect(await readSettings(t.db)).toMatchObject({ campaignCity: '2024', candidateName: 'null' });
  });

  it('falls back to the default when a stored value no longer fits', async () => {
    await t.db
      .insert(systemSettings)
      .values({ key: 'sessionTimeoutMinutes', value: 'forever' })
      .onConflictDoNothing();
    forgetCachedSettings();
    expect((await readSettings(t.db)).sessionTimeoutMinutes).toBe(480);
  });
});

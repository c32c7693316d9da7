import type { SettingsChangeSubscriber } from '../settings/settings.js';
import { shortenSessions } from './sessions.js';

/**
 * A lowered Session Timeout shortens existing sessions by the same amount (decision 0038,
 * docs/decisions/0038-session-cookie-stored-as-a-hash.md), so an idle session that is already past the new limit
 * ends now instead of being extended on its next use.
 */
export const shortenSessionsWhenTimeoutLowered: SettingsChangeSubscriber = async (tx, { changes }) => {
  for (const change of changes) {
    if (change.key !== 'sessionTimeoutMinutes') continue;
    const lowered = change.oldValue - change.newValue;
    if (lowered > 0) await shortenSessions(tx, lowered);
  }
};

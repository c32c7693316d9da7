import type { SettingsChangeSubscriber } from '../settings/settings.js';
import { recordAudit } from './record-audit.js';

/** One audit row per changed setting, with the old and new value as JSON. */
export const auditSettingsChanges: SettingsChangeSubscriber = (tx, { userId, changes }) =>
  recordAudit(
    tx,
    ...changes.map(({ key, oldValue, newValue }) => ({
      action: 'update' as const,
      tableName: 'system_settings' as const,
      recordId: key,
      userId,
      fieldName: key,
      oldValue: JSON.stringify(oldValue),
      newValue: JSON.stringify(newValue),
    })),
  );

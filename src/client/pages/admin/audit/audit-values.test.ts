import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../../common/schemas/audit.js';
import { newValueText } from './audit-values.js';

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '1',
  createdAt: '2026-11-26T12:00:00Z',
  action: 'update',
  tableName: 'users',
  recordId: null,
  fieldName: null,
  oldValue: null,
  newValue: null,
  metadata: null,
  user: null,
  userName: 'System',
  contact: null,
  subject: null,
  hiddenAt: null,
  hiddenByName: null,
  ...over,
});

describe('newValueText', () => {
  it('says which role an approval granted', () => {
    expect(
      newValueText(entry({ action: 'approve', newValue: 'approved', metadata: { role: 'editor' } })),
    ).toBe('Approved as Editor');
  });
  it('shows a role change as its new role, a setting in words, and a plain value as it is', () => {
    expect(newValueText(entry({ fieldName: 'role', oldValue: 'viewer', newValue: 'admin' }))).toBe('Admin');
    expect(newValueText(entry({ tableName: 'contacts', fieldName: 'notes', newValue: 'Hi' }))).toBe('Hi');
    expect(
      newValueText(
        entry({ tableName: 'system_settings', fieldName: 'showNetworkOwners', newValue: 'false' }),
      ),
    ).toBe('Off');
  });
  it('lists the counts of a whole-database operation', () => {
    expect(
      newValueText(entry({ action: 'wipe', tableName: 'database', metadata: { contacts: 2, x: 'y' } })),
    ).toBe('Contacts: 2');
  });
});

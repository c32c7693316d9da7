import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TABLES } from './audit-vocabulary.js';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TABLE_LABELS,
  auditChangeText,
  auditFieldLabel,
  auditValueLabel,
  humanize,
} from './audit-words.js';

const entry = (over: Partial<Parameters<typeof auditChangeText>[0]>) => ({
  action: 'update',
  tableName: 'contacts',
  fieldName: null,
  oldValue: null,
  newValue: null,
  ...over,
});

describe('audit rows in words', () => {
  it('names every action and table in words, none by its stored key', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/^[A-Z][a-z ]+$/);
    for (const table of AUDIT_TABLES) expect(AUDIT_TABLE_LABELS[table]).toMatch(/^[A-Z][a-z ]+$/);
    expect(AUDIT_ACTION_LABELS['read-budget']).toBe('Read budget reached');
    expect(AUDIT_TABLE_LABELS.contact_phones).toBe('Phone numbers');
  });

  it('says what changed in one line, with labels and values in words', () => {
    expect(
      auditChangeText(
        entry({ fieldName: 'supporterStatus', oldValue: 'unknown', newValue: 'confirmed-supporter' }),
      ),
    ).toBe('Supporter status: Unknown → Confirmed Supporter');
    expect(
      auditChangeText(
        entry({
          action: 'create',
          tableName: 'contact_phones',
          fieldName: 'phoneNumber',
          newValue: '8505550142',
        }),
      ),
    ).toBe('Phone number added: (850) 555-0142');
    expect(auditChangeText(entry({ action: 'delete', tableName: 'contact_emails' }))).toBe('Email removed');
    expect(auditChangeText(entry({ fieldName: 'notes', newValue: 'Met at the door' }))).toBe(
      'Notes: Met at the door',
    );
    expect(auditChangeText(entry({ fieldName: 'doNotContact', oldValue: 'false', newValue: 'true' }))).toBe(
      'Do not contact: No → Yes',
    );
    expect(auditChangeText(entry({ action: 'import', fieldName: null }))).toBeNull();
  });

  it('words accounts: roles, registration, active', () => {
    const users = { tableName: 'users' };
    expect(
      auditChangeText(entry({ ...users, fieldName: 'role', oldValue: 'viewer', newValue: 'editor' })),
    ).toBe('Role: Viewer → Editor');
    expect(auditValueLabel('status', 'approved', 'users')).toBe('Approved');
    expect(
      auditChangeText(entry({ ...users, fieldName: 'isActive', oldValue: 'true', newValue: 'false' })),
    ).toBe('Account active: Yes → No');
    expect(auditChangeText(entry({ ...users, action: 'create' }))).toBe('Account added');
  });

  it('words settings by their screen labels and their JSON values', () => {
    const setting = { tableName: 'system_settings' };
    expect(
      auditChangeText(
        entry({ ...setting, fieldName: 'sessionTimeoutMinutes', oldValue: '480', newValue: '60' }),
      ),
    ).toBe('Session Timeout (minutes): 480 → 60');
    expect(
      auditChangeText(
        entry({ ...setting, fieldName: 'maintenanceMode', oldValue: 'false', newValue: 'true' }),
      ),
    ).toBe('Maintenance Mode: Off → On');
    expect(
      auditChangeText(
        entry({ ...setting, fieldName: 'approvedVolunteerRole', oldValue: '"editor"', newValue: '"viewer"' }),
      ),
    ).toBe('Approved volunteers start as: Editor → Viewer');
    expect(
      auditChangeText(
        entry({
          ...setting,
          fieldName: 'timeZone',
          oldValue: '"America/New_York"',
          newValue: '"America/Chicago"',
        }),
      ),
    ).toBe('Time zone: America/New_York → America/Chicago');
    expect(auditValueLabel('choices', '["Yes","No","Undecided"]', 'survey_questions')).toBe(
      'Yes, No, Undecided',
    );
  });

  it('never shows a raw key, even one it does not know', () => {
    expect(auditFieldLabel({ fieldName: 'read budget', tableName: 'users' })).toBe('Read budget');
    expect(auditFieldLabel({ fieldName: 'someNewKey', tableName: 'contacts' })).toBe('Some new key');
    expect(auditFieldLabel({ fieldName: null, tableName: 'contact_phones' })).toBe('Phone number');
    expect(humanize('read-budget')).toBe('Read budget');
    expect(humanize('contact_phones')).toBe('Contact phones');
  });
});

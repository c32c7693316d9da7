import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminUser } from '../../../../shared/schemas/users.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { nameOrEmail } from '../userBits';
import { type AuditFilters as Filters, NO_FILTERS } from './auditApi';

const ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'hide',
  'wipe',
  'cleanup',
  'backup',
  'restore',
  'import',
];
const TABLES = [
  'contacts',
  'contact_phones',
  'contact_emails',
  'user_networks',
  'users',
  'system_settings',
  'audit_logs',
  'database',
];

/** User, contact, action, table and date range; the contact box waits for a pause in typing. */
export function AuditFilters({
  users,
  value,
  onChange,
}: {
  users: AdminUser[] | undefined;
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const [contact, setContact] = useState(value.contact);
  const debounced = useDebouncedValue(contact, 400);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed contact text drives this
  useEffect(() => {
    if (debounced !== value.contact) onChange({ ...value, contact: debounced });
  }, [debounced]);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const active = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <legend className="sr-only">Filter the audit log</legend>
      <Field id="audit-user" label="User">
        <NativeSelect id="audit-user" value={value.userId} onChange={set('userId')}>
          <option value="">All users</option>
          {users?.map((u) => (
            <option key={u.id} value={u.id}>
              {nameOrEmail(u)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="audit-contact" label="Contact">
        <Input
          id="audit-contact"
          placeholder="Name or system ID"
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
      </Field>
      <Field id="audit-action" label="Action">
        <NativeSelect id="audit-action" value={value.action} onChange={set('action')}>
          <option value="">All actions</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="audit-table" label="Table">
        <NativeSelect id="audit-table" value={value.tableName} onChange={set('tableName')}>
          <option value="">All tables</option>
          {TABLES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="audit-from" label="From">
        <Input
          id="audit-from"
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={set('from')}
        />
      </Field>
      <Field id="audit-to" label="To">
        <div className="flex gap-1">
          <Input
            id="audit-to"
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={set('to')}
          />
          {active && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Clear filters"
              onClick={() => {
                setContact('');
                onChange(NO_FILTERS);
              }}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </Field>
    </fieldset>
  );
}

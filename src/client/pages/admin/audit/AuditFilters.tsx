import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminUser } from '../../../../common/schemas/users.js';
import { Button } from '../../../components/ui/button';
import { Field, InputField, SelectField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { type AuditFilters as Filters, NO_FILTERS } from '../../../hooks/use-audit';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { nameOrEmail } from '../UserBits';
import { ACTION_OPTIONS, TABLE_OPTIONS } from './audit-filter-options';

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
  const set = (key: keyof Filters) => (next: string) => onChange({ ...value, [key]: next });
  const active = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <legend className="sr-only">Filter the audit log</legend>
      <SelectField
        id="audit-user"
        label="User"
        allLabel="All users"
        value={value.userId}
        options={(users ?? []).map((u) => [u.id, nameOrEmail(u)] as const)}
        onValueChange={set('userId')}
      />
      <InputField
        id="audit-contact"
        label="Contact"
        placeholder="Name or system ID"
        value={contact}
        onChange={(e) => setContact(e.target.value)}
      />
      <SelectField
        id="audit-action"
        label="Action"
        allLabel="All actions"
        value={value.action}
        options={ACTION_OPTIONS}
        onValueChange={set('action')}
      />
      <SelectField
        id="audit-table"
        label="Table"
        allLabel="All tables"
        value={value.tableName}
        options={TABLE_OPTIONS}
        onValueChange={set('tableName')}
      />
      <InputField
        id="audit-from"
        label="From"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => set('from')(e.target.value)}
      />
      <Field id="audit-to" label="To">
        <div className="flex gap-1">
          <Input
            id="audit-to"
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => set('to')(e.target.value)}
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

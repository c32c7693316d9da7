import { type FormEvent, useState } from 'react';
import { formatCount } from '../../../common/format.js';
import { can } from '../../../common/permissions.js';
import { type AdminUser, readBudgetRequest } from '../../../common/schemas/users.js';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAdminSettings } from '../../hooks/use-settings';
import { useSetReadBudget } from '../../hooks/use-users';

type Key = 'readBudgetSearchRows' | 'readBudgetProfiles';
const FIELDS: { key: Key; label: string; setting: Key }[] = [
  { key: 'readBudgetSearchRows', label: 'Search rows per hour', setting: 'readBudgetSearchRows' },
  { key: 'readBudgetProfiles', label: 'Profiles per hour', setting: 'readBudgetProfiles' },
];

const toBox = (value: number | null) => (value === null ? '' : String(value));
/** An empty box means "the setting"; anything else goes to the schema, which names the problem. */
const fromBox = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * How much this person may read per hour (read budgets): empty boxes follow the Settings tab; a number lifts
 * or lowers the budget for this person only. Admins read without a budget.
 */
export function ReadBudgetSection({ user }: { user: AdminUser }) {
  const settings = useAdminSettings();
  const save = useSetReadBudget();
  const [boxes, setBoxes] = useState({
    readBudgetSearchRows: toBox(user.readBudgetSearchRows),
    readBudgetProfiles: toBox(user.readBudgetProfiles),
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  if (can(user.role, 'admin:manage'))
    return (
      <section className="rounded-lg border border-border p-3 text-sm" aria-label="Read budget">
        <h3 className="mb-1 font-semibold">Read Budget</h3>
        <p className="text-muted-foreground">Admins read contacts without a budget.</p>
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = readBudgetRequest.safeParse({
      readBudgetSearchRows: fromBox(boxes.readBudgetSearchRows),
      readBudgetProfiles: fromBox(boxes.readBudgetProfiles),
    });
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Key] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: user.id, ...parsed.data });
  };

  return (
    <form
      className="grid gap-3 rounded-lg border border-border p-3"
      aria-label="Read budget"
      onSubmit={submit}
      noValidate
    >
      <h3 className="text-sm font-semibold">Read Budget</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ key, label, setting }) => (
          <Field key={key} id={`read-budget-${key}`} label={label} error={errors[key]}>
            <Input
              id={`read-budget-${key}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={settings.data ? `Setting: ${formatCount(settings.data[setting])}` : 'Setting'}
              value={boxes[key]}
              aria-invalid={errors[key] ? true : undefined}
              onChange={(e) => setBoxes({ ...boxes, [key]: e.target.value })}
            />
          </Field>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Leave a box empty to follow the Settings tab. Past the budget, this person&apos;s reading pauses until
        their hour is over and the admins are notified.
      </p>
      <Button type="submit" variant="outline" className="justify-self-end" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Read Budget'}
      </Button>
    </form>
  );
}

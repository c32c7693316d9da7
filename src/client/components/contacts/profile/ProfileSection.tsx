import { type LucideIcon, Pencil } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/utils';
import { Button } from '../../ui/button';

/** One titled section of the contact profile, with an optional action (Edit) beside the title. */
export function ProfileSection({
  title,
  icon: Icon,
  action,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border border-border p-4',
        className,
      )}
    >
      <div className="flex min-h-9 items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 font-semibold">
          <Icon className="h-4 w-4 text-primary" aria-hidden="true" />
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export const NOT_PROVIDED = 'Not provided';

/** Label and value pairs; a missing value reads "Not provided". */
export function InfoList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="break-words">
            {value === null || value === undefined || value === '' ? (
              <span className="text-muted-foreground">{NOT_PROVIDED}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Save and Cancel for a section or a row being edited. */
export function SaveCancel({
  onSave,
  onCancel,
  saving,
  disabled,
  size = 'sm',
}: {
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  disabled?: boolean;
  size?: 'sm' | 'default';
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size={size} className="min-h-11" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button size={size} className="min-h-11" onClick={onSave} disabled={saving || disabled}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}

/** A section's Edit action, shown to those who may edit while the section is not being edited. */
export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="min-h-11" onClick={onClick}>
      <Pencil aria-hidden="true" /> Edit
    </Button>
  );
}

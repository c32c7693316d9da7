import { History, Trash2 } from 'lucide-react';
import { auditSummary, auditValueLabel } from '../../../../common/audit-words.js';
import { when } from '../../../../common/format.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { useHideAuditEntry } from '../../../hooks/use-audit';
import { useCan } from '../../../hooks/use-can';
import { Button } from '../../ui/button';
import { ProfileSection } from './ProfileSection';

const shown = (fieldName: string | null, value: string | null) =>
  value === null || value === '' ? (
    <span className="italic text-muted-foreground">(empty)</span>
  ) : (
    auditValueLabel(fieldName, value)
  );

/** The contact's history, newest first: "<What> <action>d by <user>" with Before and After. */
export function ActivityTimeline({ contact }: { contact: ContactProfile }) {
  const entries = contact.auditLogs;
  const isAdmin = useCan('admin:manage');
  const hide = useHideAuditEntry(contact.id);
  return (
    <ProfileSection title="Activity Timeline" icon={History}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity yet.</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4" data-testid="activity-timeline">
          {entries.map((entry) => (
            <li key={entry.id} className="relative grid gap-1 text-sm">
              <span
                className="absolute -left-[1.3rem] top-1.5 h-2 w-2 rounded-full bg-primary"
                aria-hidden="true"
              />
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">{auditSummary(entry)}</p>
                {isAdmin && (
                  // Hides the entry from this timeline; the admin audit log keeps it with who hid it.
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-11 w-11 shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={`Hide "${auditSummary(entry)}" from the timeline`}
                    title="Hide from the timeline (kept in the audit log)"
                    disabled={hide.isPending}
                    onClick={() => hide.mutate(entry.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
              {/* An opened profile (shown to admins) changed nothing: no Before and After. */}
              {entry.action !== 'view' && (
                <div className="grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2">
                  <p className="break-words">
                    <span className="text-muted-foreground">Before: </span>
                    {shown(entry.fieldName, entry.oldValue)}
                  </p>
                  <p className="break-words">
                    <span className="text-muted-foreground">After: </span>
                    {shown(entry.fieldName, entry.newValue)}
                  </p>
                </div>
              )}
              <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                {when(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </ProfileSection>
  );
}

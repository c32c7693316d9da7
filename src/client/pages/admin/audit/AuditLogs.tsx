import { EyeOff, FileText } from 'lucide-react';
import { useState } from 'react';
import { auditActionLabel, auditFieldLabel, auditTableLabel } from '../../../../common/audit-words.js';
import { when } from '../../../../common/format.js';
import type { AuditLogEntry } from '../../../../common/schemas/audit.js';
import { errorMessage } from '../../../api/api-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type AuditFilters as Filters, NO_FILTERS, useAuditLogs } from '../../../hooks/use-audit';
import { useAdminSettings } from '../../../hooks/use-settings';
import { useAdminUsers } from '../../../hooks/use-users';
import { cn } from '../../../lib/utils';
import { AuditFilters } from './AuditFilters';
import { newValueText, oldValueText } from './audit-values';

// Widths that fit a 1280 px desktop beside the sidebar; long values wrap instead of widening the table.
const COLUMNS = [
  ['Timestamp', 'w-[7.5rem]'],
  ['User', ''],
  ['Action', 'w-[6.5rem]'],
  ['Table', 'w-[8rem]'],
  ['Field', ''],
  ['Old Value', ''],
  ['New Value', ''],
  ['About', ''],
] as const;

const cell = 'px-2 py-2 [overflow-wrap:anywhere]';

const ACTION_STYLES: Record<string, string> = {
  create: 'border-transparent bg-green-700 text-white',
  update: 'border-transparent bg-blue-600 text-white',
  delete: 'border-transparent bg-red-600 text-white',
};

function Value({ value }: { value: string | null }) {
  if (value === null || value === '') return <span className="text-muted-foreground">—</span>;
  return <span className="whitespace-pre-line">{value}</span>;
}

/** The contact a row is about (opens its profile), or the user; "—" for neither. */
function About({ entry, onOpenContact }: { entry: AuditLogEntry; onOpenContact: (id: string) => void }) {
  if (entry.contact)
    return (
      <button
        type="button"
        className="text-left underline-offset-2 hover:underline"
        onClick={() => entry.contact && onOpenContact(entry.contact.id)}
      >
        <span className="block">{entry.contact.fullName}</span>
        <span className="block text-xs text-muted-foreground">{entry.contact.systemId}</span>
      </button>
    );
  if (entry.subject)
    return (
      <>
        <span className="block">{entry.subject.name}</span>
        {entry.subject.email && entry.subject.email !== entry.subject.name && (
          <span className="block text-xs text-muted-foreground">{entry.subject.email}</span>
        )}
      </>
    );
  return <span className="text-muted-foreground">—</span>;
}

function Row({
  entry,
  timeZone,
  onOpenContact,
}: {
  entry: AuditLogEntry;
  timeZone: string | undefined;
  onOpenContact: (id: string) => void;
}) {
  return (
    <tr className={cn('border-t border-border align-top', entry.hiddenAt && 'text-muted-foreground')}>
      <td className={cell}>
        <time dateTime={entry.createdAt}>
          <span className="block">{when(entry.createdAt, 'date', '', timeZone)}</span>
          <span className="block">{when(entry.createdAt, 'time', '', timeZone)}</span>
        </time>
      </td>
      <td className={cell}>
        <span className="block">{entry.userName}</span>
        {/* A person without a name is already named by their email. */}
        {entry.user && entry.user.email !== entry.userName && (
          <span className="block text-xs text-muted-foreground">{entry.user.email}</span>
        )}
      </td>
      <td className={cell}>
        <Badge className={ACTION_STYLES[entry.action]}>{auditActionLabel(entry.action)}</Badge>
        {entry.hiddenAt && (
          <span
            className="mt-1 flex items-center gap-1 text-xs"
            title={when(entry.hiddenAt, 'dateTimeSeconds', '', timeZone)}
          >
            <EyeOff className="h-3 w-3 shrink-0" aria-hidden="true" />
            Hidden by {entry.hiddenByName} on {when(entry.hiddenAt, 'dateTimeSeconds', '', timeZone)}
          </span>
        )}
      </td>
      <td className={cell}>{auditTableLabel(entry.tableName)}</td>
      <td className={cell}>
        {entry.fieldName ? auditFieldLabel(entry) : <span className="text-muted-foreground">—</span>}
      </td>
      <td className={cell}>
        <Value value={oldValueText(entry)} />
      </td>
      <td className={cell}>
        <Value value={newValueText(entry)} />
      </td>
      <td className={cell}>
        <About entry={entry} onOpenContact={onOpenContact} />
      </td>
    </tr>
  );
}

/** The Audit Logs tab (PRODUCT.md, Audit log): newest first, filters, a "Load more" for older entries. */
export function AuditLogs({ onOpenContact }: { onOpenContact: (id: string) => void }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const users = useAdminUsers();
  const logs = useAuditLogs(filters);
  const entries = logs.data?.pages.flatMap((p) => p.entries) ?? [];
  // The server reads the date filters as whole days in the campaign's time zone: the rows show the same days.
  const timeZone = useAdminSettings().data?.timeZone;

  return (
    <div className="grid gap-3">
      <div>
        <h2 className="text-lg font-semibold">Audit Logs</h2>
        <p className="text-sm text-muted-foreground">
          Every change, newest first. Entries are never deleted.
          {timeZone && ` Dates and times are in the campaign's time zone (${timeZone}).`}
        </p>
      </div>
      <AuditFilters users={users.data} value={filters} onChange={setFilters} />
      {logs.isLoading ? (
        <Spinner className="py-10" />
      ) : logs.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
          {errorMessage(logs.error, 'Failed to load the audit log')}
        </p>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-border py-10 text-center">
          <FileText className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No audit logs found</p>
          <p className="text-sm text-muted-foreground">Changes to contacts will appear here</p>
        </div>
      ) : (
        <section
          aria-label="Audit log entries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard alone must be able to scroll the log
          tabIndex={0}
          className="max-h-[40vh] overflow-auto rounded-lg border border-border"
          data-testid="audit-log-scroll"
        >
          <table className="w-full min-w-[52rem] table-fixed text-left text-sm lg:min-w-0">
            <caption className="sr-only">Audit log</caption>
            <thead className="sticky top-0 z-10 bg-muted text-xs uppercase text-muted-foreground">
              <tr>
                {COLUMNS.map(([column, width]) => (
                  <th key={column} scope="col" className={cn('px-2 py-2 font-semibold', width)}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <Row key={entry.id} entry={entry} timeZone={timeZone} onOpenContact={onOpenContact} />
              ))}
            </tbody>
          </table>
          {logs.hasNextPage && (
            <div className="flex justify-center border-t border-border p-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => logs.fetchNextPage()}
                disabled={logs.isFetchingNextPage}
              >
                {logs.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatCount, when } from '../../../../common/format.js';
import type { ReadDay, ReadSearch } from '../../../../common/schemas/reads.js';
import { errorMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useReadHistory, useReadsReport } from '../../../hooks/use-reads';

const PERIODS = [
  [1, 'Today'],
  [7, 'Last 7 days'],
  [30, 'Last 30 days'],
  [90, 'Last 90 days'],
] as const;

const cell = 'px-2 py-2 text-right tabular-nums';
const head = 'px-2 py-2 text-right font-medium';

/** The counts of a day, in the order of the table's columns. */
const DAY_COUNTS: [keyof ReadDay, string][] = [
  ['searchRows', 'Search rows'],
  ['profileOpens', 'Profiles'],
  ['housemates', 'Housemates'],
  ['networkRows', 'Network reads'],
  ['listMadeRows', 'Voters on lists made'],
  ['listRows', 'Own and assigned lists (not counted)'],
  ['refusals', 'Refusals'],
];

function DaysTable({ days, onPerson }: { days: ReadDay[]; onPerson?: (userId: string) => void }) {
  if (days.length === 0)
    return <p className="py-4 text-sm text-muted-foreground">No reads in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className="px-2 py-2 text-left font-medium">Day</th>
            {onPerson && <th className="px-2 py-2 text-left font-medium">Person</th>}
            {DAY_COUNTS.map(([key, label]) => (
              <th key={key} className={head}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={`${d.day}-${d.userId}`} className="border-b last:border-0" data-testid="read-day">
              <td className="px-2 py-2 whitespace-nowrap">{d.day}</td>
              {onPerson && (
                <td className="px-2 py-2">
                  {d.userId ? (
                    <button
                      type="button"
                      className="text-left underline-offset-2 hover:underline"
                      onClick={() => d.userId && onPerson(d.userId)}
                    >
                      {d.name}
                    </button>
                  ) : (
                    d.name
                  )}
                </td>
              )}
              {DAY_COUNTS.map(([key]) => (
                <td key={key} className={cell}>
                  {formatCount(Number(d[key]))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "lastName: Garcia · minAge: 18 · page 2" */
const criteriaText = (criteria: ReadSearch['criteria']) =>
  Object.entries(criteria)
    .filter(([key]) => key !== 'page' && key !== 'limit')
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : JSON.stringify(value)}`)
    .join(' · ') || 'no criteria';

function History({ userId, onClose }: { userId: string; onClose: () => void }) {
  const history = useReadHistory(userId);
  if (history.isLoading) return <Spinner className="py-8" />;
  if (history.error)
    return (
      <p className="text-sm text-destructive">
        {errorMessage(history.error, 'Failed to load the read history')}
      </p>
    );
  if (!history.data) return null;
  const { user, days, searches } = history.data;
  return (
    <section aria-label={`Read history of ${user.name}`} className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Read history of {user.name}
          {user.email && user.email !== user.name && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{user.email}</span>
          )}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close history
        </Button>
      </div>
      <DaysTable days={days} />
      <h4 className="font-medium">Searches ({formatCount(searches.length)})</h4>
      {searches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No searches kept.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {searches.map((s) => (
            <li
              key={`${s.at}-${criteriaText(s.criteria)}`}
              className="flex flex-wrap gap-x-3"
              data-testid="read-search"
            >
              <span className="text-muted-foreground">{when(s.at, 'dateTime', '')}</span>
              <span>{criteriaText(s.criteria)}</span>
              <span className="text-muted-foreground">
                page {String(s.criteria.page ?? 1)}, {formatCount(s.rows)} {s.rows === 1 ? 'row' : 'rows'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Who read what (issue 36): each person's reads per day, the week's top readers and one person's read history
 * with the searches they ran (never the rows), kept for the Keep who read what setting; a CSV of every day kept.
 */
export function WhoReadWhat() {
  const [days, setDays] = useState<number>(7);
  const [person, setPerson] = useState<string | null>(null);
  const report = useReadsReport(days);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          What each person read, per day: search rows, profiles and their housemates, network reads, voters on
          lists they made, their own and assigned lists (their work, not counted against budgets) and refused
          reads.
          {report.data && ` Kept ${formatCount(report.data.keptDays)} days.`}
        </p>
        <div className="flex items-end gap-2">
          <div className="grid gap-1 text-sm">
            <label htmlFor="reads-period">Period</label>
            <NativeSelect
              id="reads-period"
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
              className="w-40"
            >
              {PERIODS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" asChild>
            <a href="/api/admin/reads/export" download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>
      {person && <History userId={person} onClose={() => setPerson(null)} />}
      {report.isLoading ? (
        <Spinner className="py-8" />
      ) : report.error ? (
        <p className="text-sm text-destructive">
          {errorMessage(report.error, 'Failed to load who read what')}
        </p>
      ) : report.data ? (
        <>
          <section aria-label="Top readers of the week" className="grid gap-2">
            <h3 className="font-semibold">Top readers of the week</h3>
            {report.data.topReaders.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody read anything counted this week.</p>
            ) : (
              <ol className="grid gap-1 text-sm">
                {report.data.topReaders.map((r) => (
                  <li key={r.userId ?? r.name} data-testid="top-reader" className="flex flex-wrap gap-x-3">
                    {r.userId ? (
                      <button
                        type="button"
                        className="font-medium underline-offset-2 hover:underline"
                        onClick={() => setPerson(r.userId)}
                      >
                        {r.name}
                      </button>
                    ) : (
                      <span className="font-medium">{r.name}</span>
                    )}
                    <span>
                      {formatCount(r.searchRows)} search rows, {formatCount(r.profiles)} profiles
                      {r.refusals > 0 && `, ${formatCount(r.refusals)} refused`}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-label="Reads per person and day" className="grid gap-2">
            <h3 className="font-semibold">Per person and day</h3>
            <DaysTable days={report.data.days} onPerson={setPerson} />
          </section>
        </>
      ) : null}
    </div>
  );
}

import { CalendarCheck } from 'lucide-react';
import { formatCount, when } from '../../../common/format.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useImpactToday } from '../../hooks/use-impact';

/** Today (PRODUCT.md, Impact): doors, calls and supporters found today, in all and by volunteer. */
export function TodayCard() {
  const { data, isLoading } = useImpactToday(true);
  return (
    <Card data-testid="today">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" /> Today
          {data && (
            <span className="text-sm font-normal text-muted-foreground">{when(data.day, 'date')}</span>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <Spinner className="py-6" />
        ) : !data ? (
          <p role="alert" className="text-sm text-destructive">
            Today&apos;s figures could not be loaded.
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  ['Doors knocked', data.doors],
                  ['Calls made', data.calls],
                  ['Supporters found', data.supporters],
                ] as const
              ).map(([label, n]) => (
                <div key={label}>
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{formatCount(n)}</dd>
                </div>
              ))}
            </dl>
            {data.volunteers.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody has recorded a door or a call today yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Today by volunteer</caption>
                  <thead>
                    <tr className="border-b border-border">
                      <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                        Volunteer
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-medium">
                        Doors
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-medium">
                        Calls
                      </th>
                      <th scope="col" className="py-1.5 pl-2 text-right font-medium">
                        Supporters
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.volunteers.map((v) => (
                      <tr key={v.userId ?? 'deleted'} className="border-b border-border last:border-0">
                        <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words">
                          {v.name}
                        </th>
                        <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(v.doors)}</td>
                        <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(v.calls)}</td>
                        <td className="py-1.5 pl-2 text-right tabular-nums">{formatCount(v.supporters)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

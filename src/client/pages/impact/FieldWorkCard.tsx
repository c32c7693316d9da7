import { DoorOpen } from 'lucide-react';
import { formatCount, when } from '../../../common/format.js';
import type { ImpactStats } from '../../../common/schemas/impact.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const weekday = (day: string) => when(day, 'weekday');

/** Doors knocked, calls made and conversations this week, with a bar per day. */
export function FieldWorkCard({ fieldWork }: { fieldWork: ImpactStats['fieldWork'] }) {
  const most = Math.max(1, ...fieldWork.days.map((d) => d.doors + d.calls));
  return (
    <Card data-testid="field-work">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <DoorOpen className="h-5 w-5" aria-hidden="true" /> This Week in the Field
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['Doors knocked', fieldWork.doors],
              ['Calls made', fieldWork.calls],
              ['Conversations', fieldWork.conversations],
            ] as const
          ).map(([label, n]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{formatCount(n)}</dd>
            </div>
          ))}
        </dl>
        <ol className="flex h-32 items-end gap-2" aria-label="Doors and calls per day">
          {fieldWork.days.map((d) => (
            <li key={d.day} className="flex flex-1 flex-col items-center gap-1">
              <span
                className="w-full rounded-t bg-primary"
                style={{ height: `${((d.doors + d.calls) / most) * 100}px` }}
                aria-hidden="true"
              />
              <span className="text-xs text-muted-foreground">
                <span className="sr-only">
                  {d.day}: {d.doors} doors, {d.calls} calls, {d.conversations} conversations.{' '}
                </span>
                <span aria-hidden="true">{weekday(d.day)}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

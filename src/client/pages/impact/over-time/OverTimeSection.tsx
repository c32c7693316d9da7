import { countOf, formatCount } from '../../../../common/format.js';
import {
  IMPACT_PERIOD_LABELS,
  IMPACT_PERIODS,
  type ImpactDays,
  type ImpactPeriod,
} from '../../../../common/schemas/impact-days.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { useImpactDays } from '../../../hooks/use-impact';
import { cn } from '../../../lib/utils';
import { ChartFigure } from './ChartFigure';
import { attemptsByResult, SUPPORTER_SERIES, supportersPerDay } from './chart-data';
import { DayBarChart } from './DayBarChart';
import { ListProgressChart } from './ListProgressChart';

function PeriodSwitch({ period, onChange }: { period: ImpactPeriod; onChange: (p: ImpactPeriod) => void }) {
  return (
    <fieldset className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-auto">
      <legend className="sr-only">Period</legend>
      {IMPACT_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={period === p}
          onClick={() => onChange(p)}
          className={cn(
            'flex-1 rounded-md px-3 py-1.5 text-sm text-muted-foreground transition-colors sm:flex-none',
            period === p && 'bg-card font-medium text-foreground shadow-sm',
          )}
        >
          {IMPACT_PERIOD_LABELS[p]}
        </button>
      ))}
    </fieldset>
  );
}

function AttemptsFigure({ data, channel }: { data: ImpactDays; channel: 'doors' | 'calls' }) {
  const { series, rows, total } = attemptsByResult(data.days, channel);
  // A door's chart counts each voter's result there (one tap on a door of three is three), so it says attempts; the
  // Today view counts doors.
  const title = channel === 'doors' ? 'Door attempts per day' : 'Calls made per day';
  const noun = channel === 'doors' ? 'door attempt' : 'call';
  return (
    <ChartFigure
      title={title}
      summary={`${countOf(total, noun)}, by result`}
      empty={total === 0 ? `No ${noun}s in this period.` : undefined}
      chart={<DayBarChart rows={rows} series={series} />}
      rowHeader={{ key: 'label', label: 'Day' }}
      columns={[...series.map((s) => ({ key: s.key, label: s.label })), { key: 'total', label: 'Total' }]}
      rows={rows}
    />
  );
}

function SupportersFigure({ data }: { data: ImpactDays }) {
  const { rows, confirmed, likely } = supportersPerDay(data.days);
  return (
    <ChartFigure
      title="Supporters identified per day"
      summary={`${formatCount(confirmed)} confirmed and ${formatCount(likely)} likely, recorded at doors and on calls`}
      empty={confirmed + likely === 0 ? 'No supporters identified in this period.' : undefined}
      chart={<DayBarChart rows={rows} series={SUPPORTER_SERIES} />}
      rowHeader={{ key: 'label', label: 'Day' }}
      columns={[
        ...SUPPORTER_SERIES.map((s) => ({ key: s.key, label: s.label })),
        { key: 'total', label: 'Total' },
      ]}
      rows={rows}
    />
  );
}

/** Field work over time (PRODUCT.md, Impact): the last 7 or 30 days or since the start, in the campaign's days. */
export function OverTimeSection({
  period,
  setPeriod,
  query: { data, isLoading, error },
}: {
  period: ImpactPeriod;
  setPeriod: (p: ImpactPeriod) => void;
  query: ReturnType<typeof useImpactDays>;
}) {
  return (
    <Card data-testid="over-time">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle className="text-lg">Field work over time</CardTitle>
        <PeriodSwitch period={period} onChange={setPeriod} />
      </CardHeader>
      <CardContent className="grid gap-8">
        {isLoading ? (
          <Spinner className="py-10" />
        ) : !data ? (
          <p role="alert" className="text-sm text-destructive">
            {error ? 'The field work could not be loaded. Please try refreshing the page.' : null}
          </p>
        ) : (
          <>
            <p className="text-xs text-muted-foreground">
              {data.days.length === 1 ? '1 day' : `${data.days.length} days`} in the campaign&apos;s time zone
              ({data.timeZone}).
            </p>
            <div className="grid gap-8 lg:grid-cols-2">
              <AttemptsFigure data={data} channel="doors" />
              <AttemptsFigure data={data} channel="calls" />
              <SupportersFigure data={data} />
              <ListProgressChart lists={data.lists} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

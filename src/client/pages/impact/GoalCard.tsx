import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCount } from '../../../common/format.js';
import type { Breakdown } from '../../../common/schemas/impact.js';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { BreakdownChart } from './BreakdownChart';
import { formatPercent, goalPercent } from './goal-progress';

/** One campaign goal: the count against the goal, a progress bar, and optionally the breakdowns. */
export function GoalCard({
  title,
  icon: Icon,
  current,
  goal,
  breakdown,
}: {
  title: string;
  icon: LucideIcon;
  current: number;
  goal: number;
  breakdown?: Breakdown;
}) {
  const percent = goalPercent(current, goal);
  return (
    <Card className="grid gap-4 p-5" data-testid={`goal-${title}`}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="goal-current">
            {formatCount(current)}
            <span className="text-base font-normal text-muted-foreground"> / {formatCount(goal)}</span>
          </p>
        </div>
        <Icon className="h-8 w-8 shrink-0 text-primary" aria-hidden="true" />
      </div>
      <div className="grid gap-1">
        <div
          role="progressbar"
          aria-label={`${title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">{formatPercent(percent)} complete</p>
      </div>
      {breakdown && (
        <>
          <Collapsible label="By Party">
            <BreakdownChart
              title={`${title} by party`}
              data={breakdown.byParty.map((p) => ({
                label: p.party,
                count: p.count,
                percentage: p.percentage,
              }))}
            />
          </Collapsible>
          <Collapsible label="By Age">
            <BreakdownChart
              title={`${title} by age`}
              data={breakdown.byAge.map((a) => ({
                label: a.ageRange,
                count: a.count,
                percentage: a.percentage,
              }))}
            />
          </Collapsible>
        </>
      )}
    </Card>
  );
}

function Collapsible({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-t border-border pt-2">
      <Button
        variant="ghost"
        size="sm"
        className="w-full justify-between px-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && (
        <div id={id} className="pt-2">
          {children}
        </div>
      )}
    </div>
  );
}

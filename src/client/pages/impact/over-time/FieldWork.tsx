import { useState } from 'react';
import type { ImpactPeriod } from '../../../../common/schemas/impact-days.js';
import { useImpactDays } from '../../../hooks/use-impact';
import { TodayCard } from '../TodayCard';
import { OverTimeSection } from './OverTimeSection';

/**
 * Our Impact's field work: the Today view for those the server lets see it (its answer says so), then the
 * charts over time. The week is the default period: seven bars read best on a phone.
 */
export function FieldWork() {
  const [period, setPeriod] = useState<ImpactPeriod>('7d');
  const query = useImpactDays(period);
  return (
    <section aria-labelledby="field-work-heading" className="grid gap-4">
      <h2 id="field-work-heading" className="text-xl font-semibold">
        Field Work
      </h2>
      {query.data?.todayByVolunteer && <TodayCard />}
      <OverTimeSection period={period} setPeriod={setPeriod} query={query} />
    </section>
  );
}

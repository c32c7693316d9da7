import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../../../common/format.js';
import type { ListProgressRow } from '../../../../common/schemas/impact-days.js';
import { ChartFigure } from './ChartFigure';
import { LEGEND } from './DayBarChart';
import { shortName } from './list-label';

const TICK = { fontSize: 12, fill: 'currentColor' };

/** Each list's voters attempted and still to do, as horizontal bars (a row per list). */
export function ListProgressChart({ lists }: { lists: ListProgressRow[] }) {
  const rows = lists.map((l) => ({
    name: l.name,
    label: shortName(l.name),
    kind: l.kind === 'walk' ? 'Walk' : 'Call',
    attempted: l.attempted,
    remaining: Math.max(0, l.members - l.attempted),
    members: l.members,
    percent: l.members > 0 ? `${Math.round((l.attempted / l.members) * 100)}%` : '–',
  }));
  const attempted = lists.reduce((n, l) => n + l.attempted, 0);
  const members = lists.reduce((n, l) => n + l.members, 0);
  return (
    <ChartFigure
      title="List progress"
      summary={
        lists.length
          ? `${formatCount(attempted)} of ${formatCount(members)} voters attempted on ${lists.length === 1 ? '1 list' : `${lists.length} lists`}, as of now`
          : 'Walk and call lists you work show here.'
      }
      empty={lists.length ? undefined : 'No lists yet.'}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={rows}
            layout="vertical"
            maxBarSize={32}
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis type="number" allowDecimals={false} tick={TICK} />
            <YAxis type="category" dataKey="label" tick={TICK} width={112} interval={0} />
            <Tooltip
              cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
              contentStyle={{ background: 'var(--card)', borderColor: 'var(--border)', color: 'inherit' }}
            />
            <Legend {...LEGEND} />
            <Bar
              dataKey="attempted"
              name="Attempted"
              stackId="list"
              fill="#16a34a"
              isAnimationActive={false}
            />
            <Bar dataKey="remaining" name="To do" stackId="list" fill="#cbd5e1" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      rowHeader={{ key: 'name', label: 'List' }}
      columns={[
        { key: 'kind', label: 'Kind' },
        { key: 'attempted', label: 'Attempted' },
        { key: 'members', label: 'Voters' },
        { key: 'percent', label: 'Done' },
      ]}
      rows={rows}
    />
  );
}

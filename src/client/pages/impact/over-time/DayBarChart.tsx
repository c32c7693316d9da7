import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow, Series } from './chart-data';

const TICK = { fontSize: 12, fill: 'currentColor' };

/** Legends in the series' own order, their words in the text colour (a light swatch's colour is no text colour). */
export const LEGEND = {
  wrapperStyle: { fontSize: 12 },
  iconSize: 10,
  itemSorter: null,
  formatter: (value: string) => <span className="text-foreground">{value}</span>,
} as const;

/** Stacked bars per day, with axes, a legend and a tooltip: the shape of every Our Impact day chart. */
export function DayBarChart({ rows, series }: { rows: ChartRow[]; series: Series[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* Not focusable: the chart is hidden from assistive technology, which reads the table beside it. */}
      <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={16} tickMargin={4} />
        <YAxis allowDecimals={false} tick={TICK} width={40} />
        <Tooltip
          cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
          contentStyle={{ background: 'var(--card)', borderColor: 'var(--border)', color: 'inherit' }}
        />
        <Legend {...LEGEND} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId="day"
            fill={s.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../../common/format.js';

export interface BarDatum {
  label: string;
  count: number;
  percentage: number;
}

/** A small bar chart of one breakdown, with the figures also written out for screen readers and copying. */
export function BreakdownChart({ title, data }: { title: string; data: BarDatum[] }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody yet.</p>
      ) : (
        <>
          <div className="h-48 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
                <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'currentColor' }} />
                <Tooltip
                  formatter={(value, _name, item) => [
                    `${value} (${(item.payload as BarDatum).percentage}%)`,
                    'Contacts',
                  ]}
                  contentStyle={{ background: 'var(--card)', borderColor: 'var(--border)', color: 'inherit' }}
                />
                <Bar dataKey="count" fill="var(--primary)" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {data.map((d) => (
              <li key={d.label} className="flex justify-between gap-2">
                <span className="text-muted-foreground">{d.label}</span>
                <span className="tabular-nums">
                  {formatCount(d.count)} ({d.percentage}%)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Link } from 'wouter';
import { formatCount } from '../../../common/format.js';
import type { ElectionView } from '../../../common/schemas/election.js';
import { searchHref } from './search-links';

const monthDay = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;
const tooltipStyle = { background: 'var(--card)', borderColor: 'var(--border)', color: 'inherit' };
const tick = { fontSize: 12, fill: 'currentColor' };

/** Supporters and everyone who voted, by the day the county recorded it; the table beneath holds the figures. */
export function VotedByDayChart({ days }: { days: ElectionView['byDay'] }) {
  if (days.length === 0) return <p className="text-sm text-muted-foreground">Nobody has voted yet.</p>;
  const data = days.map((d) => ({ ...d, label: monthDay(d.date) }));
  return (
    <figure className="grid gap-3">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: 4, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={tick} />
            <YAxis allowDecimals={false} tick={tick} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend />
            <Bar dataKey="supporters" name="Supporters" fill="var(--primary)" radius={[4, 4, 0, 0]} />
            <Bar dataKey="everyone" name="Everyone" fill="var(--muted-foreground)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">Voters who voted by day</figcaption>
      <table className="w-full text-sm" data-testid="voted-by-day">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-normal">
              Day
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Supporters
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Everyone
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.date} className="border-t border-border">
              <th scope="row" className="py-1 text-left font-normal">
                {d.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatCount(d.supporters)}</td>
              <td className="py-1 text-right tabular-nums">{formatCount(d.everyone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Supporters who voted and not, per precinct (most left to vote first); each count opens its search. */
export function PrecinctChart({ precincts }: { precincts: ElectionView['byPrecinct'] }) {
  if (precincts.length === 0)
    return <p className="text-sm text-muted-foreground">No confirmed or likely supporters yet.</p>;
  const data = precincts.map((p) => ({ ...p, label: p.precinct ?? 'None' }));
  const shown = data.slice(0, 20);
  return (
    <figure className="grid gap-3">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={shown}
            accessibilityLayer={false}
            layout="vertical"
            margin={{ top: 4, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
            <XAxis type="number" allowDecimals={false} tick={tick} />
            <YAxis type="category" dataKey="label" width={64} tick={tick} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend />
            <Bar dataKey="voted" name="Voted" stackId="s" fill="var(--primary)" />
            <Bar dataKey="notVoted" name="Yet to vote" stackId="s" fill="var(--muted-foreground)" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">Supporters by precinct: voted and yet to vote</figcaption>
      <table className="w-full text-sm" data-testid="by-precinct">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-normal">
              Precinct
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Voted
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Yet to vote
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((p) => (
            <tr key={p.label} className="border-t border-border">
              <th scope="row" className="py-1 text-left font-normal">
                {p.label}
              </th>
              <td className="py-1 text-right tabular-nums">
                <CountLink value={p.voted} href={p.precinct && searchHref('voted', true, p.precinct)} />
              </td>
              <td className="py-1 text-right tabular-nums">
                <CountLink
                  value={p.notVoted}
                  href={p.precinct && searchHref('not-voted', true, p.precinct)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function CountLink({ value, href }: { value: number; href: string | null }) {
  if (!href) return <>{formatCount(value)}</>;
  return (
    <Link href={href} className="inline-flex min-h-11 items-center justify-end text-primary underline">
      {formatCount(value)}
    </Link>
  );
}

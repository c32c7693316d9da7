import { Database, DoorOpen, type LucideIcon, PencilLine, ShieldCheck, Users } from 'lucide-react';
import { formatCount as count } from '../../../common/format.js';
import { DATA_QUALITY_EXPLANATION } from '../../../common/schemas/users.js';
import { Card } from '../../components/ui/card';
import { useAdminStats } from '../../hooks/use-users';

const percent = (n: number) => `${Number(n.toFixed(1))}%`;

function StatCard({
  label,
  value,
  icon: Icon,
  explanation,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  /** What the figure measures, when its name alone does not say. */
  explanation?: string;
}) {
  return (
    <Card className={explanation ? 'col-span-2 flex items-center gap-3 p-4' : 'flex items-center gap-3 p-4'}>
      <div className="rounded-lg bg-accent p-2 text-accent-foreground">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">{label}</p>
        <p className="text-xl font-bold" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {value}
        </p>
        {explanation && <p className="text-xs text-muted-foreground">{explanation}</p>}
      </div>
    </Card>
  );
}

/** Total Contacts, Active Users, Edits Today, Attempts Today; Data Quality too on phones. */
export function StatCards({ isMobile }: { isMobile: boolean }) {
  const { data, isError } = useAdminStats();
  const show = (format: (n: number) => string, n: number | undefined) =>
    n === undefined ? (isError ? '—' : '…') : format(n);
  const cards = [
    { label: 'Total Contacts', value: show(count, data?.totalContacts), icon: Database },
    { label: 'Active Users', value: show(count, data?.activeUsers), icon: Users },
    { label: 'Edits Today', value: show(count, data?.editsToday), icon: PencilLine },
    { label: 'Attempts Today', value: show(count, data?.attemptsToday), icon: DoorOpen },
    ...(isMobile
      ? [
          {
            label: 'Data Quality',
            value: show(percent, data?.dataQuality),
            icon: ShieldCheck,
            explanation: DATA_QUALITY_EXPLANATION,
          },
        ]
      : []),
  ];
  return (
    <section aria-label="System statistics" className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </section>
  );
}

import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';

export interface AdminSection {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Rendered only while the section is shown, so its queries run only then. */
  render: () => ReactNode;
}

/** A section named in the address (/admin#data) opens first: first-run setup links straight to Import. */
const linkedSection = (sections: AdminSection[]) =>
  sections.find((s) => `#${s.id}` === window.location.hash)?.id;
const initialSection = (sections: AdminSection[]) => linkedSection(sections) ?? sections[0]?.id;

/** Desktop: a tab list (arrow keys move between tabs, as the ARIA tabs pattern says). */
function SectionTabs({ sections }: { sections: AdminSection[] }) {
  const [selected, setSelected] = useState(() => initialSection(sections));
  const current = sections.find((s) => s.id === selected) ?? sections[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !current) return;
    const index = sections.indexOf(current);
    const next = sections[(index + step + sections.length) % sections.length];
    if (!next) return;
    setSelected(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  };
  return (
    <div className="grid gap-4">
      <div
        role="tablist"
        aria-label="Admin sections"
        className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1"
        onKeyDown={onKeyDown}
      >
        {sections.map(({ id, label, icon: Icon }) => {
          const active = id === current?.id;
          return (
            <button
              key={id}
              id={`admin-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`admin-panel-${id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(id)}
              className={cn(
                'flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
                active && 'bg-card text-foreground shadow-sm',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
          {current.render()}
        </div>
      )}
    </div>
  );
}

/** Mobile: the same sections, each collapsible; the first starts open. */
function CollapsibleSection({ section, defaultOpen }: { section: AdminSection; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { id, label, icon: Icon } = section;
  return (
    <Card>
      <h2>
        <button
          type="button"
          id={`admin-section-${id}`}
          aria-expanded={open}
          aria-controls={`admin-section-panel-${id}`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-2 p-4 text-left font-semibold"
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          <span className="flex-1">{label}</span>
          <ChevronDown
            className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      {open && (
        <section
          id={`admin-section-panel-${id}`}
          aria-labelledby={`admin-section-${id}`}
          className="border-t border-border p-3"
        >
          {section.render()}
        </section>
      )}
    </Card>
  );
}

export function AdminSections({ sections, isMobile }: { sections: AdminSection[]; isMobile: boolean }) {
  if (!isMobile) return <SectionTabs sections={sections} />;
  return (
    <div className="grid gap-3">
      {sections.map((section) => (
        <CollapsibleSection
          key={section.id}
          section={section}
          defaultOpen={section.id === initialSection(sections)}
        />
      ))}
    </div>
  );
}

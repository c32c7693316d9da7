import { DatabaseOperations } from './DatabaseOperations';
import { ImportPanel } from './ImportPanel';
import { WipeDialog } from './WipeDialog';

/** The Data Management tab: the voter-file import, database operations and the wipe. */
export function DataManagement({ onOpenContact }: { onOpenContact: (id: string) => void }) {
  return (
    <div className="grid gap-8">
      <ImportPanel onOpenContact={onOpenContact} />
      <DatabaseOperations onOpenContact={onOpenContact} />
      <section className="grid gap-3 rounded-lg border border-destructive/40 p-4">
        <div>
          <h2 className="text-lg font-semibold text-destructive">Danger zone</h2>
          <p className="text-sm text-muted-foreground">
            Removes every contact and their history, for example before loading a new voter file.
          </p>
        </div>
        <div>
          <WipeDialog />
        </div>
      </section>
    </div>
  );
}

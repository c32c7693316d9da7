import { useState } from 'react';
import { countOf } from '../../../common/format.js';
import { DEFAULT_DOORS_PER_TURF, type ListDetail } from '../../../common/schemas/lists.js';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { InputField } from '../../components/ui/field';
import { useSplitList } from '../../hooks/use-lists';
import { turfPreview, type Way } from './turf-preview';

/** "Cut into turfs": by the number of canvassers or by doors per turf, with the sizes it would make. */
export function CutIntoTurfsDialog({ list, onClose }: { list: ListDetail; onClose: () => void }) {
  const split = useSplitList(list.id);
  const [way, setWay] = useState<Way>('doorsPerTurf');
  const [value, setValue] = useState(String(DEFAULT_DOORS_PER_TURF));
  const number = Number(value);
  const doors = list.doors ?? list.size;
  const preview = turfPreview(doors, way, number);
  const choose = (next: Way) => {
    setWay(next);
    setValue(
      next === 'turfs'
        ? String(Math.min(Math.max(2, Math.round(doors / DEFAULT_DOORS_PER_TURF)), doors))
        : String(DEFAULT_DOORS_PER_TURF),
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !split.isPending && onClose()}>
      <DialogContent title="Cut into turfs">
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            split.mutate(way === 'turfs' ? { turfs: number } : { doorsPerTurf: number }, {
              onSuccess: onClose,
            });
          }}
        >
          <p className="text-sm text-muted-foreground">
            {countOf(doors, 'door')} in walking order. Each turf keeps households and each side of a street
            together, and becomes a list of its own to assign.
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Cut by</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="cut-by"
                checked={way === 'doorsPerTurf'}
                onChange={() => choose('doorsPerTurf')}
              />
              Doors per turf
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="cut-by" checked={way === 'turfs'} onChange={() => choose('turfs')} />
              Number of canvassers (one turf each)
            </label>
          </fieldset>
          <InputField
            id="turf-size"
            label={way === 'turfs' ? 'Canvassers' : 'Doors per turf'}
            type="number"
            inputMode="numeric"
            min={way === 'turfs' ? 2 : 1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <p className="text-sm" aria-live="polite" data-testid="turf-preview">
            {preview.text}
          </p>
          <DialogActions
            onCancel={onClose}
            pending={split.isPending}
            submitLabel="Cut into turfs"
            pendingLabel="Cutting..."
            canSubmit={preview.ok}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Button } from './button';

/**
 * A form dialog's Cancel and submit buttons, right-aligned. While the change is being sent both are disabled
 * and the submit button says what is happening, so the dialog is neither closed nor sent twice meanwhile.
 */
export function DialogActions({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  canSubmit = true,
  destructive = false,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** False while the form is not ready to send (a required field is empty). */
  canSubmit?: boolean;
  destructive?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'default'}
        disabled={pending || !canSubmit}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

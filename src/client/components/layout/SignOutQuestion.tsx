import { useSignOutQuestion } from '../../hooks/use-sign-out';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Asked when someone signs out while changes made on this device still have not reached the server. */
export function SignOutQuestion() {
  const { unsent, staySignedIn, signOutAndDelete } = useSignOutQuestion();
  const description =
    unsent === 1
      ? '1 change has not reached the server yet. Stay signed in until the connection returns, or sign out and delete it.'
      : `${unsent} changes have not reached the server yet. Stay signed in until the connection returns, or sign out and delete them.`;
  return (
    <ConfirmDialog
      open={unsent > 0}
      onOpenChange={(open) => {
        if (!open) staySignedIn();
      }}
      title="Sign out and delete unsent changes?"
      description={description}
      cancelLabel="Stay signed in"
      confirmLabel="Sign out and delete them"
      onConfirm={signOutAndDelete}
    />
  );
}

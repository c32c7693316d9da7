import type { AdminUser } from '../../../common/schemas/users.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useDeleteUser } from '../../hooks/use-users';
import { nameOrEmail } from './UserBits';

/** Asks before deleting a user; closes once the user is gone. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent
        title="Delete user?"
        description={
          user
            ? `${nameOrEmail(user)} (${user.email}) will lose access and their account will be deleted. Their past changes stay in the audit log. This cannot be undone.`
            : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || !user}
            onClick={() => user && remove.mutate(user.id, { onSuccess: onClose })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete User'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

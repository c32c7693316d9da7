import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../lib/toast';

/** The access-denied redirect on /admin waits 1 second. */
const REDIRECT_MS = 1000;

/**
 * What a non-admin or a signed-out visitor gets on an admin page: the "Access Denied"
 * toast, then the home page after 1 second.
 */
export default function AccessDenied() {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({
      title: 'Access Denied',
      description: "You don't have permission to access this page.",
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-4 text-center">
      <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">Taking you back to the home page...</p>
    </div>
  );
}

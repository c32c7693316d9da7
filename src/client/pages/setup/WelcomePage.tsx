import { useMutation } from '@tanstack/react-query';
import { Database, FileUp, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatCount as count } from '../../../common/format.js';
import type { UploadProgressEvent } from '../../../common/schemas/imports.js';
import { DEMO_VOTERS_DEFAULT, DEMO_VOTERS_MAX, demoDataRequest } from '../../../common/schemas/setup.js';
import { errorMessage } from '../../api/api-error';
import { followUploadProgress } from '../../api/imports';
import { startDemoData } from '../../api/setup';
import { ImportProgress } from '../../components/imports/ImportProgress';
import AccessDenied from '../../components/layout/AccessDenied';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { useCan } from '../../hooks/use-can';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { invalidateAfter } from '../../query-keys/invalidate-after';

/** The load being followed, kept for the tab's life: a reload picks its progress up again. */
const FOLLOWED = 'groundwork:demo-data-upload';

/** After setup: load demo voters (with a progress bar) or go straight to Import. */
export default function WelcomePage() {
  const isAdmin = useCan('admin:manage');
  const [voters, setVoters] = useState(String(DEMO_VOTERS_DEFAULT));
  const [uploadId, setUploadId] = useState<string | null>(() => sessionStorage.getItem(FOLLOWED));
  const [event, setEvent] = useState<UploadProgressEvent | null>(null);
  const parsed = demoDataRequest.safeParse({ count: Number(voters.replace(/[,_\s]/g, '')) });
  const problem = voters.trim() === '' || !parsed.success ? parsed.error?.issues[0]?.message : undefined;

  const start = useMutation({
    mutationFn: (n: number) => startDemoData(n),
    onSuccess: (started) => {
      sessionStorage.setItem(FOLLOWED, started.uploadId);
      setUploadId(started.uploadId);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to start loading demo voters'),
        variant: 'destructive',
      }),
  });

  useEffect(() => {
    if (!uploadId) return;
    return followUploadProgress(uploadId, {
      onEvent: (next) => {
        setEvent(next);
        if (next.type !== 'progress') sessionStorage.removeItem(FOLLOWED);
        // Searches, counts and the import history now include the new voters.
        if (next.type === 'completed') void invalidateAfter.contactsReplaced(queryClient);
      },
      onConnectionError: () => {
        sessionStorage.removeItem(FOLLOWED);
        setUploadId(null);
        toast({
          title: 'Progress unavailable',
          description: 'The voters keep loading; see Data Management for the result.',
        });
      },
    });
  }, [uploadId]);

  if (!isAdmin) return <AccessDenied />;
  const running = uploadId !== null && event?.type !== 'completed' && event?.type !== 'error';

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to Groundwork</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          You are signed in as the administrator. Next, the app needs voters to search.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Database className="h-5 w-5 text-primary" aria-hidden="true" />
            Load demo voters
          </CardTitle>
          <CardDescription>
            Made-up voters in the layout of a Florida voter file, with phones and emails: enough to try every
            page. Demo voters can be removed later with “Wipe Entire Database” under Data Management.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {event?.type === 'completed' ? (
            <>
              <p role="status" className="text-sm">
                {count(event.processed)} demo voters are ready.
              </p>
              <Link href="/" className={buttonVariants({ size: 'lg' })}>
                <Search aria-hidden="true" />
                Start searching
              </Link>
            </>
          ) : (
            <form
              className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                if (parsed.success && !running) start.mutate(parsed.data.count);
              }}
            >
              <TextField
                id="demo-count"
                label="How many voters"
                error={problem}
                inputMode="numeric"
                value={voters}
                disabled={running}
                max={DEMO_VOTERS_MAX}
                onChange={setVoters}
              />
              <Button type="submit" size="lg" disabled={!parsed.success || running || start.isPending}>
                {running ? 'Loading...' : 'Load demo voters'}
              </Button>
            </form>
          )}
          {event && event.type !== 'completed' && <ImportProgress event={event} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileUp className="h-5 w-5 text-primary" aria-hidden="true" />
            Import your voter file
          </CardTitle>
          <CardDescription>
            Upload the county's voter extract (.txt, .csv or .xlsx) under Data Management.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/admin#data" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Go to Import
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

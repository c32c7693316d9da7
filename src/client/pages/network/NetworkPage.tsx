import { Heart, Search, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../common/format.js';
import { ContactProfileDialog } from '../../components/contacts/profile/ContactProfileDialog';
import { AccessRestricted } from '../../components/layout/AccessRestricted';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useCan } from '../../hooks/use-can';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useNetwork, useRemoveFromNetwork } from '../../hooks/use-networks';
import { queryClient } from '../../lib/query-client';
import { invalidateAfter } from '../../query-keys/invalidate-after';
import { NetworkCard } from './NetworkCard';

/** My Network (PRODUCT.md, Network): the people an editor or admin knows personally. */
export default function NetworkPage() {
  const canUse = useCan('network:use');
  if (!canUse)
    return (
      <AccessRestricted>
        Access Restricted: My Network is available for Admin and Editor users only.
      </AccessRestricted>
    );
  return <MyNetwork />;
}

function Counter({ label, value, icon: Icon }: { label: string; value: number; icon: typeof Users }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
      <div>
        <p className="text-2xl font-bold" data-testid={`counter-${label}`}>
          {formatCount(value)}
        </p>
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

function MyNetwork() {
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term.trim(), 300);
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const network = useNetwork(page, q);
  const remove = useRemoveFromNetwork();
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = network.data?.entries ?? [];
  const counts = network.data ?? { total: 0, supporters: 0, volunteers: 0 };
  const last = network.data ? Math.max(1, Math.ceil(network.data.matching / network.data.pageSize)) : 1;

  let body: React.ReactNode;
  if (network.isLoading) body = <Spinner className="py-16" />;
  else if (network.error)
    // A failed list is only logged; the page reads as empty rather than broken.
    body = null;
  else if (counts.total === 0)
    body = (
      <Empty
        title="Your network is empty"
        hint="Open a contact from Search Contacts and press Add to Network (the heart) in their profile to keep them here."
      />
    );
  else if (shown.length === 0)
    body = <Empty title="No matching contacts" hint="Try a different name, city or party." />;
  else
    body = (
      <div className="grid gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((entry) => (
            <NetworkCard
              key={entry.id}
              entry={entry}
              removing={remove.isPending && remove.variables?.id === entry.id}
              onOpen={() => setOpenId(entry.contactId)}
              onRemove={() => remove.mutate(entry)}
            />
          ))}
        </div>
        {last > 1 && (
          <nav aria-label="Network pages" className="flex items-center justify-center gap-3">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPaging({ q, page: page - 1 })}>
              Previous
            </Button>
            <span className="text-sm text-muted-foreground">
              Page {formatCount(page)} of {formatCount(last)}
            </span>
            <Button
              variant="outline"
              disabled={page >= last}
              onClick={() => setPaging({ q, page: page + 1 })}
            >
              Next
            </Button>
          </nav>
        )}
      </div>
    );
  if (network.error) console.error('Loading the network failed', network.error);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">My Network</h1>
        <p className="mt-1 text-muted-foreground">The voters you know personally, in one place.</p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Counter label="Total Contacts" value={counts.total} icon={Users} />
        <Counter label="Confirmed Supporters" value={counts.supporters} icon={UserCheck} />
        <Counter label="Confirmed Volunteers" value={counts.volunteers} icon={Heart} />
      </div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search your network"
          placeholder="Search by name, city or party"
          className="pl-9"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {body}
      <ContactProfileDialog
        contactId={openId}
        onClose={() => {
          setOpenId(null);
          void invalidateAfter.networkProfileClosed(queryClient);
        }}
      />
    </div>
  );
}

function Empty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <Heart className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

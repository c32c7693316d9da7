import { Activity, Database, Eye, FileDown, FileText, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ContactProfileDialog } from '../../components/contacts/profile/ContactProfileDialog';
import AccessDenied from '../../components/layout/AccessDenied';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../hooks/use-auth';
import { useCan } from '../../hooks/use-can';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useAdminUsers } from '../../hooks/use-users';
import { type AdminSection, AdminSections } from './AdminSections';
import { AuditLogs } from './audit/AuditLogs';
import { DataManagement } from './data/DataManagement';
import { WhoReadWhat } from './reads/WhoReadWhat';
import { StatCards } from './StatCards';
import { SettingsTab } from './settings/SettingsTab';
import { UserManagement } from './UserManagement';
import { UserProfileDialog } from './UserProfileDialog';

const ADMIN_PATH = '/admin';

/**
 * The admin dashboard page (PRODUCT.md, Admin dashboard). Only admins get past the gate, so its queries run
 * only for them.
 */
export default function AdminPage() {
  const { user } = useAuth();
  const isAdmin = useCan('admin:manage');
  if (!user || !isAdmin) return <AccessDenied />;
  return <Dashboard currentUserId={user.id} />;
}

/**
 * The same dashboard inside the Admin Panel (a large dialog, or a side sheet on phones). It must not
 * touch the address, so the user profile it opens lives in its own state, and leaving for the export
 * page closes the panel.
 */
export function EmbeddedAdminDashboard({ onLeave }: { onLeave: () => void }) {
  const { user } = useAuth();
  const isAdmin = useCan('admin:manage');
  if (!user || !isAdmin) return null;
  return <Dashboard currentUserId={user.id} embedded={{ onLeave }} />;
}

/** The profile opened from the page lives in the address (/admin?user=<id>): the bell links to it, Back closes it. */
function useAddressedProfile() {
  const [, navigate] = useLocation();
  return {
    profileId: new URLSearchParams(useSearch()).get('user'),
    open: (id: string) => navigate(`${ADMIN_PATH}?user=${encodeURIComponent(id)}`),
    close: () => navigate(ADMIN_PATH, { replace: true }),
  };
}

function useLocalProfile() {
  const [profileId, setProfileId] = useState<string | null>(null);
  return { profileId, open: setProfileId, close: () => setProfileId(null) };
}

function Dashboard({
  currentUserId,
  embedded,
}: {
  currentUserId: string;
  embedded?: { onLeave: () => void };
}) {
  const isMobile = useIsMobile();
  const addressed = useAddressedProfile();
  const local = useLocalProfile();
  const { profileId, open: openProfile, close: closeProfile } = embedded ? local : addressed;
  const users = useAdminUsers();
  // Contacts named in the audit log and the validation report open in the usual profile dialog.
  const [contactId, setContactId] = useState<string | null>(null);

  const sections: AdminSection[] = [
    {
      id: 'users',
      label: 'User Management',
      icon: Users,
      render: () => <UserManagement currentUserId={currentUserId} onViewProfile={openProfile} />,
    },
    {
      id: 'audit',
      label: 'Audit Logs',
      icon: FileText,
      render: () => <AuditLogs onOpenContact={setContactId} />,
    },
    { id: 'reads', label: 'Who Read What', icon: Eye, render: () => <WhoReadWhat /> },
    { id: 'settings', label: 'Settings', icon: Settings, render: () => <SettingsTab /> },
    {
      id: 'data',
      label: 'Data Management',
      icon: Database,
      render: () => <DataManagement onOpenContact={setContactId} />,
    },
  ];

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            <Activity className="h-4 w-4 text-green-600" aria-hidden="true" />
            System Status: Operational
          </p>
        </div>
        <Button asChild>
          <Link href="/admin/export" onClick={embedded?.onLeave}>
            <FileDown aria-hidden="true" />
            Export Data
          </Link>
        </Button>
      </div>
      <StatCards isMobile={isMobile} />
      {isMobile ? (
        <AdminSections sections={sections} isMobile />
      ) : (
        <Card className="p-4 md:p-6">
          <AdminSections sections={sections} isMobile={false} />
        </Card>
      )}
      <UserProfileDialog
        userId={profileId}
        users={users.data}
        isLoading={users.isLoading}
        currentUserId={currentUserId}
        onClose={closeProfile}
      />
      <ContactProfileDialog contactId={contactId} onClose={() => setContactId(null)} />
    </div>
  );
}

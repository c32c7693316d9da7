import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner, Spinner } from './components/ui/spinner';
import { useAuth } from './hooks/useAuth';

// The shell (menus, dialogs, forms) is only downloaded once someone is signed in.
const AppShell = lazy(() => import('./components/layout/AppShell').then((m) => ({ default: m.AppShell })));

const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const RegisterPage = lazy(() => import('./pages/register/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));
const SearchPage = lazy(() => import('./pages/search/SearchPage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const AccessDenied = lazy(() => import('./pages/admin/AccessDenied'));
const NetworkPage = lazy(() => import('./pages/network/NetworkPage'));
const ImpactPage = lazy(() => import('./pages/impact/ImpactPage'));
const TalkingPointsPage = lazy(() => import('./pages/talking-points/TalkingPointsPage'));
const SharePage = lazy(() => import('./pages/share/SharePage'));
const GlassmorphismPage = lazy(() => import('./pages/glassmorphism/GlassmorphismPage'));
const ExportPage = lazy(() => import('./pages/export/ExportPage'));

/** Signed-out routes (SPEC §2 route table). */
function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password/:token?" component={ResetPasswordPage} />
      <Route path="/admin" component={AccessDenied} />
      <Route path="/admin/export" component={AccessDenied} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Signed-in routes, inside the shell; the shell stays on screen while a page's code loads. */
function SignedInRoutes() {
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      <Switch>
        <Route path="/" component={SearchPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/network" component={NetworkPage} />
        <Route path="/our-impact" component={ImpactPage} />
        <Route path="/talking-points" component={TalkingPointsPage} />
        <Route path="/share" component={SharePage} />
        <Route path="/glassmorphism" component={GlassmorphismPage} />
        <Route path="/admin/export" component={ExportPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {user ? (
        <AppShell user={user}>
          <SignedInRoutes />
        </AppShell>
      ) : (
        <PublicRoutes />
      )}
    </Suspense>
  );
}

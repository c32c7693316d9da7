import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { FullPageSpinner, Spinner } from './components/ui/spinner';
import { useAuth } from './hooks/use-auth';
import { returnPathFrom } from './lib/return-path';

// The shell (menus, dialogs, forms) is only downloaded once someone is signed in.
const AppShell = lazy(() => import('./components/layout/AppShell').then((m) => ({ default: m.AppShell })));
// The Admin Panel, which the shell shows to admins; the dashboard inside it loads only when it is opened.
const AdminPanel = lazy(() => import('./pages/admin/AdminPanel'));

const SignedOutHome = lazy(() => import('./signed-out-home'));
const WelcomePage = lazy(() => import('./pages/setup/WelcomePage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const RegisterPage = lazy(() => import('./pages/register/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const SignedInLinkPage = lazy(() => import('./pages/reset-password/SignedInLinkPage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));
const SearchPage = lazy(() => import('./pages/search/SearchPage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const AccessDenied = lazy(() => import('./components/layout/AccessDenied'));
const NetworkPage = lazy(() => import('./pages/network/NetworkPage'));
const ImpactPage = lazy(() => import('./pages/impact/ImpactPage'));
const ElectionPage = lazy(() => import('./pages/election/ElectionPage'));
const TalkingPointsPage = lazy(() => import('./pages/talking-points/TalkingPointsPage'));
const SharePage = lazy(() => import('./pages/share/SharePage'));
const GlassmorphismPage = lazy(() => import('./pages/glassmorphism/GlassmorphismPage'));
const ExportPage = lazy(() => import('./pages/export/ExportPage'));
const ListsPage = lazy(() => import('./pages/lists/ListsPage'));
const ListSheetPage = lazy(() => import('./pages/lists/ListSheetPage'));
const PrintWalkSheetPage = lazy(() => import('./pages/lists/PrintWalkSheetPage'));

/** Signed-out routes (PRODUCT.md, Pages). */
function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={SignedOutHome} />
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

/** The sign-in page once signed in (just signed in, or a second tab): on to the page it was asked for. */
function SignedInLogin() {
  return <Redirect to={returnPathFrom(useSearch())} replace />;
}

/** Signed-in routes, inside the shell; the shell stays on screen while a page's code loads. */
function SignedInRoutes() {
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      <Switch>
        <Route path="/" component={SearchPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/welcome" component={WelcomePage} />
        <Route path="/network" component={NetworkPage} />
        <Route path="/lists" component={ListsPage} />
        <Route path="/lists/:id" component={ListSheetPage} />
        <Route path="/lists/:id/print" component={PrintWalkSheetPage} />
        <Route path="/our-impact" component={ImpactPage} />
        <Route path="/election" component={ElectionPage} />
        <Route path="/talking-points" component={TalkingPointsPage} />
        <Route path="/share" component={SharePage} />
        <Route path="/glassmorphism" component={GlassmorphismPage} />
        <Route path="/admin/export" component={ExportPage} />
        <Route path="/reset-password/:token?" component={SignedInLinkPage} />
        <Route path="/login" component={SignedInLogin} />
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
        <AppShell
          user={user}
          adminPanel={
            <Suspense fallback={null}>
              <AdminPanel />
            </Suspense>
          }
        >
          <SignedInRoutes />
        </AppShell>
      ) : (
        <PublicRoutes />
      )}
    </Suspense>
  );
}

import { FullPageSpinner } from './components/ui/spinner';
import { useSetupStatus } from './hooks/use-setup';
import LandingPage from './pages/landing/LandingPage';
import { SetupPage } from './pages/setup/SetupPage';

/**
 * The signed-out home: "Set up Groundwork" while there is no administrator, the landing page after. A choice
 * between two pages, so it sits beside the router (which loads it lazily) rather than among the pages.
 */
export default function SignedOutHome() {
  const status = useSetupStatus();
  if (status.isLoading) return <FullPageSpinner />;
  return status.data?.needed ? <SetupPage /> : <LandingPage />;
}

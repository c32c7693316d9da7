import { useSetupStatus } from '../../api/setup';
import { FullPageSpinner } from '../../components/ui/spinner';
import LandingPage from '../landing/LandingPage';
import { SetupPage } from './SetupPage';

/** The signed-out home: "Set up Groundwork" while there is no administrator, the landing page after. */
export default function HomePage() {
  const status = useSetupStatus();
  if (status.isLoading) return <FullPageSpinner />;
  return status.data?.needed ? <SetupPage /> : <LandingPage />;
}

import { ExternalLink, ShieldCheck, Sparkles } from 'lucide-react';
import { displayName } from '../../../common/format.js';
import { errorMessage } from '../../api/api-error';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { openAdminPanel } from '../../hooks/use-admin-panel';
import { useAuth } from '../../hooks/use-auth';
import { useCampaign } from '../../hooks/use-campaign';
import { useCan } from '../../hooks/use-can';
import { PrewrittenEmails } from './PrewrittenEmails';
import { PrewrittenTexts } from './PrewrittenTexts';
import { SocialSharing } from './SocialSharing';
import { prewrittenTexts } from './share-content';

/** Share (PRODUCT.md, Talking points and share): ready-made texts, emails and social posts about the candidate. */
export default function SharePage() {
  const { user } = useAuth();
  const campaign = useCampaign();
  const isAdmin = useCan('admin:manage');
  if (!user || campaign.isLoading) return <Spinner className="min-h-[50vh]" />;
  if (!campaign.data)
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {errorMessage(campaign.error, 'The campaign details could not be loaded. Please refresh the page.')}
      </p>
    );
  const profile = campaign.data;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Share {profile.candidateName}'s Story</h1>
          <p className="mt-1 text-muted-foreground">
            Personal messages move votes. Pick one, make it yours, and send it to people you know in{' '}
            {profile.campaignCity}.
          </p>
        </div>
        {isAdmin && (
          <Button variant="outline" onClick={openAdminPanel}>
            <ShieldCheck aria-hidden="true" /> Admin Panel
          </Button>
        )}
      </div>
      <PrewrittenTexts texts={prewrittenTexts(profile)} />
      <PrewrittenEmails profile={profile} senderName={displayName(user)} />
      <SocialSharing profile={profile} />
      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <Sparkles className="h-8 w-8 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Every Connection Builds Momentum</h2>
          <p className="max-w-xl text-sm text-muted-foreground">
            Each message you send reaches someone who trusts you. Together, those conversations decide who
            leads {profile.campaignCity}.
          </p>
          <a
            href={profile.campaignWebsite}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants()}
          >
            Visit Campaign Website <ExternalLink aria-hidden="true" />
          </a>
        </CardContent>
      </Card>
    </div>
  );
}

import { CheckCircle2, Lightbulb, Megaphone, MessageCircleWarning, Users } from 'lucide-react';
import { errorMessage } from '../../api/api-error';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCampaign } from '../../hooks/use-campaign';
import { talkingPoints } from './talking-points-content';

/**
 * Talking Points (PRODUCT.md, Talking points and share): what to say to whom, answers to pushback, tips, and
 * the three asks.
 */
export default function TalkingPointsPage() {
  const campaign = useCampaign();
  if (campaign.isLoading) return <Spinner className="min-h-[50vh]" />;
  if (!campaign.data)
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {errorMessage(campaign.error, 'The campaign details could not be loaded. Please refresh the page.')}
      </p>
    );
  const { candidateName, campaignCity } = campaign.data;
  const { audiences, pushbacks, tips, asks } = talkingPoints({ candidateName, campaignCity });
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Talking Points</h1>
        <p className="mt-1 text-muted-foreground">
          How to talk about {candidateName} for Mayor of {campaignCity} with the people you know.
        </p>
      </div>
      <section aria-labelledby="audiences" className="grid gap-4">
        <h2 id="audiences" className="flex items-center gap-2 text-xl font-semibold">
          <Users className="h-5 w-5 text-primary" aria-hidden="true" /> By audience
        </h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {audiences.map((a) => (
            <Card key={a.title}>
              <CardHeader>
                <CardTitle className="text-lg">{a.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid list-disc gap-2 pl-5 text-sm">
                  {a.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MessageCircleWarning className="h-5 w-5 text-primary" aria-hidden="true" /> Common pushback
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {pushbacks.map((p) => (
            <div key={p.objection}>
              <p className="font-medium">{p.objection}</p>
              <p className="mt-1 text-sm text-muted-foreground">{p.response}</p>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="h-5 w-5 text-primary" aria-hidden="true" /> Conversation tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            {tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="border-primary/40 bg-primary/5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Megaphone className="h-5 w-5 text-primary" aria-hidden="true" /> Call to action
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm">End every conversation with three asks:</p>
          <ol className="grid gap-2">
            {asks.map((ask, i) => (
              <li key={ask} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{i + 1}.</span> {ask}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

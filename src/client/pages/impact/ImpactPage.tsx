import { Heart, Mail, Phone, UserCheck, Users, Vote } from 'lucide-react';
import { formatCount, when } from '../../../common/format.js';
import { Card, CardContent } from '../../components/ui/card';
import { LoadFailedCard } from '../../components/ui/load-failed-card';
import { Spinner } from '../../components/ui/spinner';
import { useImpactStats } from '../../hooks/use-impact';
import { GoalCard } from './GoalCard';
import { FieldWork } from './over-time/FieldWork';

/** Our Impact (PRODUCT.md, Impact): the campaign's progress toward its goals, refreshed every 30 seconds. */
export default function ImpactPage() {
  const { data, error, isLoading } = useImpactStats();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Our Impact</h1>
        {data && (
          <p className="mt-1 text-lg text-muted-foreground" data-testid="impact-headline">
            <span className="font-semibold text-foreground">{formatCount(data.totalActiveVoters)}</span>{' '}
            registered voters in reach
          </p>
        )}
      </div>
      {isLoading ? (
        <Spinner className="py-16" />
      ) : !data ? (
        <LoadFailedCard title="Failed to load impact data" />
      ) : (
        <section aria-labelledby="goals-heading" className="grid gap-4">
          <h2 id="goals-heading" className="text-xl font-semibold">
            Campaign Goals
          </h2>
          {error ? (
            <p role="status" className="text-sm text-muted-foreground">
              The latest figures could not be loaded; these are from {when(data.computedAt, 'time')}.
            </p>
          ) : null}
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            <GoalCard
              title="Confirmed Supporters"
              icon={UserCheck}
              current={data.confirmedSupporters.total}
              goal={data.goals.confirmedSupporters}
              breakdown={data.confirmedSupporters}
            />
            <GoalCard
              title="Confirmed Volunteers"
              icon={Users}
              current={data.confirmedVolunteers.total}
              goal={data.goals.confirmedVolunteers}
              breakdown={data.confirmedVolunteers}
            />
            <GoalCard
              title="Phone Numbers Added"
              icon={Phone}
              current={data.phoneNumbersAdded}
              goal={data.goals.phoneNumbersAdded}
            />
            <GoalCard
              title="Email Addresses Added"
              icon={Mail}
              current={data.emailAddressesAdded}
              goal={data.goals.emailAddressesAdded}
            />
            <GoalCard
              title="Volunteers with Network Contacts"
              icon={Heart}
              current={data.activeVolunteers}
              goal={data.goals.activeVolunteers}
            />
            <Card data-testid="reliable-voters">
              <CardContent className="grid gap-1 pt-6">
                <p className="flex items-center gap-2 font-semibold">
                  <Vote className="h-5 w-5 text-primary" aria-hidden="true" />
                  Supporters who vote reliably
                </p>
                {data.reliableVoters === null ? (
                  <p className="text-sm text-muted-foreground">
                    Import the county's voter history file (Data Management) to see how many confirmed
                    supporters voted in 3 or more of the last 4 general elections.
                  </p>
                ) : (
                  <>
                    <p className="text-3xl font-bold">{formatCount(data.reliableVoters)}</p>
                    <p className="text-sm text-muted-foreground">
                      of {formatCount(data.confirmedSupporters.total)} confirmed supporters voted in 3 or more
                      of the last 4 general elections.
                    </p>
                  </>
                )}
              </CardContent>
            </Card>
          </div>
        </section>
      )}
      <FieldWork />
    </div>
  );
}

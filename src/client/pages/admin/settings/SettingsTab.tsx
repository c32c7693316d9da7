import { type FormEvent, useEffect, useState } from 'react';
import {
  type ImpactGoals,
  type Settings,
  settingsSchema,
  type UpdateSettingsRequest,
} from '../../../../common/schemas/settings.js';
import { errorMessage } from '../../../api/api-error';
import { useAdminSettings, useSaveSettings } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { SurveyQuestionsSection } from './SurveyQuestionsSection';

const GOALS: { key: keyof ImpactGoals; label: string }[] = [
  { key: 'confirmedSupporters', label: 'Confirmed Supporters' },
  { key: 'confirmedVolunteers', label: 'Confirmed Volunteers' },
  { key: 'phoneNumbersAdded', label: 'Phone Numbers Added' },
  { key: 'emailAddressesAdded', label: 'Email Addresses Added' },
  { key: 'activeVolunteers', label: 'Volunteers with Network Contacts' },
];

type Form = Record<string, string>;

const toForm = (s: Settings): Form => ({
  sessionTimeoutMinutes: String(s.sessionTimeoutMinutes),
  sessionMaxHours: String(s.sessionMaxHours),
  maxSearchResults: String(s.maxSearchResults),
  readBudgetSearchRows: String(s.readBudgetSearchRows),
  readBudgetProfiles: String(s.readBudgetProfiles),
  importDeactivateGuardPercent: String(s.importDeactivateGuardPercent),
  callingHoursStart: s.callingHoursStart,
  callingHoursEnd: s.callingHoursEnd,
  listSizeCap: String(s.listSizeCap),
  candidateName: s.candidateName,
  campaignCity: s.campaignCity,
  campaignWebsite: s.campaignWebsite,
  timeZone: s.timeZone,
  requireTwoFactorForAdmins: s.requireTwoFactorForAdmins ? 'on' : '',
  showNetworkOwners: String(s.showNetworkOwners),
  showTodayLeaderboard: String(s.showTodayLeaderboard),
  ...Object.fromEntries(GOALS.map(({ key }) => [`goal.${key}`, String(s.impactGoals[key])])),
});

/** An empty or non-numeric box stays a string, so the schema names the problem. */
const num = (value: string | undefined) =>
  value?.trim() && !Number.isNaN(Number(value)) ? Number(value) : value;

const fromForm = (f: Form) => ({
  sessionTimeoutMinutes: num(f.sessionTimeoutMinutes),
  sessionMaxHours: num(f.sessionMaxHours),
  maxSearchResults: num(f.maxSearchResults),
  readBudgetSearchRows: num(f.readBudgetSearchRows),
  readBudgetProfiles: num(f.readBudgetProfiles),
  importDeactivateGuardPercent: num(f.importDeactivateGuardPercent),
  callingHoursStart: f.callingHoursStart,
  callingHoursEnd: f.callingHoursEnd,
  listSizeCap: num(f.listSizeCap),
  candidateName: f.candidateName,
  campaignCity: f.campaignCity,
  campaignWebsite: f.campaignWebsite,
  timeZone: f.timeZone,
  requireTwoFactorForAdmins: f.requireTwoFactorForAdmins === 'on',
  showNetworkOwners: f.showNetworkOwners === 'true',
  showTodayLeaderboard: f.showTodayLeaderboard === 'true',
  impactGoals: Object.fromEntries(GOALS.map(({ key }) => [key, num(f[`goal.${key}`])])),
});

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The Settings tab (PRODUCT.md, Settings): session timeout, search limit, the campaign profile and its goals. */
export function SettingsTab() {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings.data) setForm(toForm(settings.data));
  }, [settings.data]);

  if (settings.isLoading || (!form && !settings.error)) return <Spinner className="py-10" />;
  if (settings.error || !form || !settings.data)
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
        {errorMessage(settings.error, 'Failed to load settings')}
      </p>
    );
  const saved = settings.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = settingsSchema.omit({ maintenanceMode: true }).safeParse(fromForm(form));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'impactGoals' ? `goal.${String(issue.path[1])}` : String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parsed.data))
      if (JSON.stringify(value) !== JSON.stringify(saved[key as keyof Settings])) changes[key] = value;
    save.mutate(changes as UpdateSettingsRequest);
  };

  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`setting-${name}`} label={label} error={errors[name]}>
      <Input
        id={`setting-${name}`}
        value={form[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...props}
      />
    </Field>
  );
  const numberProps = (min: number, max: number) => ({
    type: 'number',
    inputMode: 'numeric',
    min,
    max,
    step: 1,
  });

  return (
    <div className="grid gap-10">
      <form className="grid max-w-3xl gap-6" onSubmit={submit} noValidate>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">System</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('sessionTimeoutMinutes', 'Session Timeout (minutes)', numberProps(5, 10080))}
            {field('sessionMaxHours', 'Session Lifetime (hours)', numberProps(1, 720))}
            {field('maxSearchResults', 'Max Search Results', numberProps(10, 500))}
            {field('importDeactivateGuardPercent', 'Import deactivation guard (%)', numberProps(0, 100))}
          </div>
          <p className="text-xs text-muted-foreground">
            Session Timeout is how long a signed-in person may be idle (5–10080 minutes); lowering it also
            shortens sessions already open. Session Lifetime is how long after signing in a session ends
            however active it is (1–720 hours). Max Search Results is the most results one page of a search
            shows (10–500); the count and the pages still cover every match. A complete-list import that would
            mark more than the deactivation guard's share of active voters inactive stops until the admin
            confirms the number.
          </p>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Field work</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {field('callingHoursStart', 'Calling hours start', { type: 'time' })}
            {field('callingHoursEnd', 'Calling hours end', { type: 'time' })}
            {field('listSizeCap', 'List size cap', numberProps(10, 1_000_000))}
          </div>
          <p className="text-xs text-muted-foreground">
            Call lists offer calls only between the calling hours, in the campaign's time zone. A walk or call
            list may have at most the list size cap of voters.
          </p>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Sign-in</h2>
          <label className="flex items-center gap-2 text-sm" htmlFor="setting-requireTwoFactorForAdmins">
            <input
              id="setting-requireTwoFactorForAdmins"
              type="checkbox"
              className="h-5 w-5"
              checked={form.requireTwoFactorForAdmins === 'on'}
              onChange={(e) => setForm({ ...form, requireTwoFactorForAdmins: e.target.checked ? 'on' : '' })}
            />
            Require two-factor sign-in for admins
          </label>
          <p className="text-xs text-muted-foreground">
            When on, an admin without two-factor sign-in (you included) is taken to set it up after signing in
            and can do nothing else until it is on. When off, admins without it see a reminder.
          </p>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Read budgets</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('readBudgetSearchRows', 'Search rows per hour', numberProps(20, 1_000_000))}
            {field('readBudgetProfiles', 'Profiles per hour', numberProps(1, 1_000_000))}
          </div>
          <p className="text-xs text-muted-foreground">
            How many contacts a non-admin may read in an hour, through search results and opened profiles.
            Past it, reading pauses until the hour is over and the admins are notified. A person&apos;s
            profile can raise or lower their own budget.
          </p>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Privacy</h2>
          <label className="flex items-center gap-2 text-sm" htmlFor="setting-showNetworkOwners">
            <input
              id="setting-showNetworkOwners"
              type="checkbox"
              className="h-4 w-4"
              checked={form.showNetworkOwners === 'true'}
              onChange={(e) => setForm({ ...form, showNetworkOwners: String(e.target.checked) })}
            />
            Show who already knows a contact
          </label>
          <p className="text-xs text-muted-foreground">
            Editors and admins see on a contact&apos;s profile whose networks it is in (&quot;In the networks
            of: Maria G., Sam T.&quot;). Viewers never do.
          </p>
          <label className="flex items-center gap-2 text-sm" htmlFor="setting-showTodayLeaderboard">
            <input
              id="setting-showTodayLeaderboard"
              type="checkbox"
              className="h-4 w-4"
              checked={form.showTodayLeaderboard === 'true'}
              onChange={(e) => setForm({ ...form, showTodayLeaderboard: String(e.target.checked) })}
            />
            Show the Today leaderboard to everyone
          </label>
          <p className="text-xs text-muted-foreground">
            Everyone signed in sees on Our Impact the doors, calls and supporters of each volunteer today;
            when off, only admins do.
          </p>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Campaign profile</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('candidateName', 'Candidate name')}
            {field('campaignCity', 'City')}
            {field('campaignWebsite', 'Website', { type: 'url', placeholder: 'https://example.org' })}
            {field('timeZone', 'Time zone', { list: 'setting-time-zones', placeholder: 'America/New_York' })}
          </div>
          <datalist id="setting-time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Impact goals</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {GOALS.map(({ key, label }) => field(`goal.${key}`, label, numberProps(1, 10_000_000)))}
          </div>
        </section>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
      {/* Its own form: each question saves on its own, not with Save Settings. */}
      <SurveyQuestionsSection />
    </div>
  );
}

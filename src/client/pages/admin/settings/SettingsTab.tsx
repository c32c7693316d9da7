import { type FormEvent, useEffect, useState } from 'react';
import {
  type ImpactGoals,
  type Settings,
  settingsSchema,
  type UpdateSettingsRequest,
} from '../../../../shared/schemas/settings.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/queryClient';
import { useAdminSettings, useSaveSettings } from './settingsApi';

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
  maxSearchResults: String(s.maxSearchResults),
  candidateName: s.candidateName,
  campaignCity: s.campaignCity,
  campaignWebsite: s.campaignWebsite,
  timeZone: s.timeZone,
  ...Object.fromEntries(GOALS.map(({ key }) => [`goal.${key}`, String(s.impactGoals[key])])),
});

/** An empty or non-numeric box stays a string, so the schema names the problem. */
const num = (value: string | undefined) =>
  value?.trim() && !Number.isNaN(Number(value)) ? Number(value) : value;

const fromForm = (f: Form) => ({
  sessionTimeoutMinutes: num(f.sessionTimeoutMinutes),
  maxSearchResults: num(f.maxSearchResults),
  candidateName: f.candidateName,
  campaignCity: f.campaignCity,
  campaignWebsite: f.campaignWebsite,
  timeZone: f.timeZone,
  impactGoals: Object.fromEntries(GOALS.map(({ key }) => [key, num(f[`goal.${key}`])])),
});

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The Settings tab (SPEC §2): session timeout, search limit, the campaign profile and its goals. */
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
        {serverMessage(settings.error, 'Failed to load settings')}
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
    <form className="grid max-w-3xl gap-6" onSubmit={submit} noValidate>
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">System</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('sessionTimeoutMinutes', 'Session Timeout (minutes)', numberProps(5, 10080))}
          {field('maxSearchResults', 'Max Search Results', numberProps(10, 500))}
        </div>
        <p className="text-xs text-muted-foreground">
          Session Timeout is how long a signed-in person may be idle (5–10080 minutes); lowering it also
          shortens sessions already open. Max Search Results is the most matches a search reaches (10–500).
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
  );
}

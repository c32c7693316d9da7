import { type FormEvent, useEffect, useState } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from '../../../../common/permissions.js';
import {
  APPROVED_VOLUNTEER_ROLES,
  type ImpactGoals,
  type SettingKey,
  type Settings,
  settingsSchema,
  type UpdateSettingsRequest,
} from '../../../../common/schemas/settings.js';
import { SETTING_TEXTS } from '../../../../common/setting-texts.js';
import { errorMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminSettings, useSaveSettings } from '../../../hooks/use-settings';
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
  readBudgetSearchRowsPerDay: String(s.readBudgetSearchRowsPerDay),
  readBudgetProfilesPerDay: String(s.readBudgetProfilesPerDay),
  readAlertPercent: String(s.readAlertPercent),
  readLogDays: String(s.readLogDays),
  importDeactivateGuardPercent: String(s.importDeactivateGuardPercent),
  callingHoursStart: s.callingHoursStart,
  callingHoursEnd: s.callingHoursEnd,
  listSizeCap: String(s.listSizeCap),
  approvedVolunteerRole: s.approvedVolunteerRole,
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
  readBudgetSearchRowsPerDay: num(f.readBudgetSearchRowsPerDay),
  readBudgetProfilesPerDay: num(f.readBudgetProfilesPerDay),
  readAlertPercent: num(f.readAlertPercent),
  readLogDays: num(f.readLogDays),
  importDeactivateGuardPercent: num(f.importDeactivateGuardPercent),
  callingHoursStart: f.callingHoursStart,
  callingHoursEnd: f.callingHoursEnd,
  listSizeCap: num(f.listSizeCap),
  approvedVolunteerRole: f.approvedVolunteerRole,
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

  const field = (name: string, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field id={`setting-${name}`} label={label} error={errors[name]} hint={hint}>
      <Input
        id={`setting-${name}`}
        value={form[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={hint ? `setting-${name}-hint` : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...props}
      />
    </Field>
  );
  /** A setting with its label and one-line explanation from SETTING_TEXTS. */
  const setting = (name: SettingKey, props: Record<string, unknown> = {}) =>
    field(name, SETTING_TEXTS[name].label, props, SETTING_TEXTS[name].hint);
  const checkbox = (
    name: 'requireTwoFactorForAdmins' | 'showNetworkOwners' | 'showTodayLeaderboard',
    on: string,
    off: string,
  ) => (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm" htmlFor={`setting-${name}`}>
        <input
          id={`setting-${name}`}
          type="checkbox"
          className="h-5 w-5"
          aria-describedby={`setting-${name}-hint`}
          checked={form[name] === on}
          onChange={(e) => setForm({ ...form, [name]: e.target.checked ? on : off })}
        />
        {SETTING_TEXTS[name].label}
      </label>
      <p id={`setting-${name}-hint`} className="text-xs text-muted-foreground">
        {SETTING_TEXTS[name].hint}
      </p>
    </div>
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
          <div className="grid gap-4 sm:grid-cols-2">
            {setting('sessionTimeoutMinutes', numberProps(5, 10080))}
            {setting('sessionMaxHours', numberProps(1, 720))}
            {setting('maxSearchResults', numberProps(10, 500))}
            {setting('importDeactivateGuardPercent', numberProps(0, 100))}
          </div>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Volunteers</h2>
          <Field
            id="setting-approvedVolunteerRole"
            label={SETTING_TEXTS.approvedVolunteerRole.label}
            hint={SETTING_TEXTS.approvedVolunteerRole.hint}
            error={errors.approvedVolunteerRole}
          >
            <NativeSelect
              id="setting-approvedVolunteerRole"
              className="sm:w-auto sm:min-w-64"
              aria-describedby="setting-approvedVolunteerRole-hint"
              value={form.approvedVolunteerRole}
              onChange={(e) => setForm({ ...form, approvedVolunteerRole: e.target.value })}
            >
              {APPROVED_VOLUNTEER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]} — {ROLE_DESCRIPTIONS[role]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Field work</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {setting('callingHoursStart', { type: 'time' })}
            {setting('callingHoursEnd', { type: 'time' })}
            {setting('listSizeCap', numberProps(10, 1_000_000))}
          </div>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Sign-in</h2>
          {checkbox('requireTwoFactorForAdmins', 'on', '')}
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Read budgets</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {setting('readBudgetSearchRows', numberProps(20, 1_000_000))}
            {setting('readBudgetProfiles', numberProps(1, 1_000_000))}
            {setting('readBudgetSearchRowsPerDay', numberProps(20, 1_000_000))}
            {setting('readBudgetProfilesPerDay', numberProps(1, 1_000_000))}
            {setting('readAlertPercent', numberProps(1, 99))}
            {setting('readLogDays', numberProps(7, 730))}
          </div>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Privacy</h2>
          {checkbox('showNetworkOwners', 'true', 'false')}
          {checkbox('showTodayLeaderboard', 'true', 'false')}
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Campaign profile</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {setting('candidateName')}
            {setting('campaignCity')}
            {setting('campaignWebsite', { type: 'url', placeholder: 'https://example.org' })}
            {setting('timeZone', { list: 'setting-time-zones', placeholder: 'America/New_York' })}
          </div>
          <datalist id="setting-time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </section>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Impact goals</h2>
          <p id="setting-impactGoals-hint" className="text-xs text-muted-foreground">
            {SETTING_TEXTS.impactGoals.hint}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {GOALS.map(({ key, label }) =>
              field(`goal.${key}`, label, {
                ...numberProps(1, 10_000_000),
                'aria-describedby': 'setting-impactGoals-hint',
              }),
            )}
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

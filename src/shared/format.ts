/** Pure display helpers shared by the browser and the server (SPEC §2 rules). */

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() || '';

/** First and last name, else first name, else the part of the email before @, else "User". */
export function displayName(person: NamedPerson | null | undefined): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = clean(person?.email).split('@')[0];
  return local || 'User';
}

/** Initials of first and last name, else of the first name, else the email's first letter, else "U". */
export function initials(person: NamedPerson | null | undefined): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return (first[0] ?? 'U').toUpperCase();
  const email = clean(person?.email);
  return email ? (email[0] ?? 'U').toUpperCase() : 'U';
}

export const capitalize = (value: string) => (value ? value[0]?.toUpperCase() + value.slice(1) : value);

/** As the person types: digits only, at most 10, shown as (555) 123-4567. */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whole years between an ISO date of birth (YYYY-MM-DD) and today; null when unknown or invalid. */
export function ageFrom(dateOfBirth: string | null | undefined, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age >= 0 && age < 150 ? age : null;
}

/** "Nov 22, 2026", or the fallback for a missing value. */
export function formatDate(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

import type { Page } from '@playwright/test';
import {
  keptOnDevice,
  openProfile,
  pickContact,
  searchByName,
  signInAsEditor,
  toasts,
} from './fixtures/contacts.js';
import { expect, PASSWORD, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

/** The sign-in form as a person fills it. */
async function signInAgain(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login(\?next=|$)/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a session that ends during a search leads to sign in and back to the same search', async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 3);
  await page.goto('/');
  await searchByName(page, { lastName: contact.lastName ?? '' });

  await page.context().clearCookies();
  await page.getByLabel('First Name').fill(contact.firstName ?? '');
  await expect(page).toHaveURL(/\/login(\?next=|$)/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session ended — sign in again' }),
  ).toBeVisible();
  await expect(page.getByText('Search failed. Please try again.')).toHaveCount(0);

  await signInAgain(page, person.email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue(contact.firstName ?? '');
  await expect(page.getByLabel('Last Name')).toHaveValue(contact.lastName ?? '');
  await expect(page.getByText(/^Found \d+ contacts$/)).toBeVisible();
});

test('after a session ended, another person signing in on the tab sees neither its search nor the voters it loaded', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 4);
  const lastName = contact.lastName ?? '';
  // How the search names it in the kept cache's keys.
  const searchedFor = new URLSearchParams({ lastName }).toString();
  await page.goto('/');
  await searchByName(page, { lastName });
  await openProfile(page, contact);
  /** The first person's search and the profile they opened, as far as the kept cache names them. */
  const firstPersonsPages = async () => {
    // The store holds the cache as one JSON text: read it back as written.
    const kept = (JSON.parse((await keptOnDevice(page)) || '[]') as unknown[]).map(String).join('\n');
    return [searchedFor, `["/api/contacts","${contact.id}"]`].filter((key) => kept.includes(key));
  };
  await expect.poll(firstPersonsPages).toHaveLength(2);

  // The session ends on its own (no sign-out, which would clear the device); someone else signs in.
  await page.context().clearCookies();
  await page.keyboard.press('Escape');
  await page.getByLabel('First Name').fill('A');
  await expect(page).toHaveURL(/\/login(\?next=|$)/);
  const next = await accounts.approvedUser({ firstName: 'Nora', lastName: 'Next' });
  await signInAgain(page, next.email);
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();

  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page.getByLabel('Last Name')).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The new person's own first page is kept; the first person's search and the profile they opened are not.
  await expect.poll(firstPersonsPages).toEqual([]);
  // Nor without signal, where results loaded earlier are shown instead of the failure.
  await page.context().setOffline(true);
  await page.getByLabel('Last Name').fill(lastName);
  // Nothing is on the device for this search: it waits for the signal.
  await expect(page.getByText('No signal. This search will run when the connection returns.')).toBeVisible();
  await expect(page.getByText(contact.fullName)).toHaveCount(0);
  await page.context().setOffline(false);
});

test('a session that ends during a note edit keeps the note, and it is there after signing in', async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 11);
  const dialog = await openProfile(page, contact);
  const notes = dialog.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Edit' }).click();
  const note = `Wants a yard sign (${Date.now()})`;
  await notes.getByLabel('Notes').fill(note);

  await page.context().clearCookies();
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login(\?next=|$)/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are logged out. Logging in again...' }),
  ).toBeVisible();

  await signInAgain(page, person.email);
  const again = page.getByRole('dialog', { name: contact.fullName });
  await expect(again.getByRole('textbox', { name: 'Notes' })).toHaveValue(note);
  await again.getByRole('region', { name: 'Notes' }).getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await expect(again.getByRole('region', { name: 'Notes' }).getByText(note)).toBeVisible();

  // Saved: the draft is gone, a reload shows the note and no open editor.
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: contact.fullName }).getByRole('textbox', { name: 'Notes' }),
  ).toHaveCount(0);
});

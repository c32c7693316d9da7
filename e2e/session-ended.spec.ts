import type { Page } from '@playwright/test';
import { openProfile, pickContact, searchByName, signInAsEditor, toasts } from './fixtures/contacts.js';
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

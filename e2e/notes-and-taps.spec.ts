/**
 * Notes people can share and taps that don't misfire (issue 35, items 6 and 7): a note of 2,000 characters,
 * who last changed it, its earlier versions, a long paste never cut unseen; one save per double tap; the
 * Talked panel's labelled groups and Save; the two-factor banner's link landing on its section.
 */
import type { Page } from '@playwright/test';
import type { ContactSummary } from '../src/common/schemas/contacts.js';
import { apiSearch, openProfile, signInAsEditor, toasts } from './fixtures/contacts.js';
import { expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

/** A demo contact no other spec picks (they take the first 60). */
async function ownContact(page: Page, index: number): Promise<ContactSummary> {
  const { contacts } = await apiSearch(page, 'page=1&limit=100');
  const named = contacts.slice(70).filter((c) => c.firstName && c.lastName);
  const contact = named[index];
  if (!contact) throw new Error(`no demo contact at ${index}`);
  return contact;
}

test('a long paste is kept and shown past the limit; the note says who changed it last, with its earlier versions', async ({
  page,
  accounts,
  adminApi,
}, testInfo) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await ownContact(page, testInfo.project.name === 'mobile' ? 1 : 0);
  const dialog = await openProfile(page, contact);
  const notes = dialog.getByRole('region', { name: 'Notes' });

  await notes.getByRole('button', { name: 'Edit' }).click();
  const conversation = `${'We talked about the school bond and the bus routes. '.repeat(38)}Call back on Sunday.`;
  expect(conversation.length).toBe(1996);
  const pasted = `${conversation} She also mentioned her neighbour.`;
  await notes.getByLabel('Notes').fill(pasted);
  // Nothing is cut: the field keeps the paste, the part past 2,000 says what it is, and Save waits.
  await expect(notes.getByLabel('Notes')).toHaveValue(pasted);
  await expect(notes.getByText(`${pasted.length.toLocaleString('en-US')}/2,000`)).toBeVisible();
  await expect(notes.getByRole('alert')).toContainText(
    `Notes hold at most 2,000 characters: this one is ${pasted.length - 2000} over.`,
  );
  await expect(notes.getByTestId('notes-overflow')).toHaveText(pasted.slice(2000));
  await expect(notes.getByRole('button', { name: 'Save' })).toBeDisabled();

  await notes.getByLabel('Notes').fill(conversation);
  await expect(notes.getByRole('alert')).toHaveCount(0);
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await expect(notes.getByText(conversation)).toBeVisible();
  await expect(notes.getByTestId('notes-last-change')).toContainText('Last changed by Eddie Tester');
  await expect(notes.getByRole('button', { name: /^Earlier versions/ })).toHaveCount(0);

  await notes.getByRole('button', { name: 'Edit' }).click();
  await notes.getByLabel('Notes').fill('Will host a yard sign.');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByText('Will host a yard sign.')).toBeVisible();
  const earlier = notes.getByRole('button', { name: 'Earlier versions (1)' });
  await earlier.click();
  const versions = notes.getByTestId('notes-earlier-versions').getByRole('listitem');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText(conversation);
  await expect(versions.first()).toContainText('Eddie Tester');
});

test('a double tap on Save sends one change: no stale refusal after "Contact updated"', async ({
  page,
  accounts,
  adminApi,
}, testInfo) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await ownContact(page, testInfo.project.name === 'mobile' ? 3 : 2);
  const dialog = await openProfile(page, contact);
  const patches: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().endsWith(`/api/contacts/${contact.id}`))
      patches.push(req.url());
  });
  const notes = dialog.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Edit' }).click();
  await notes.getByLabel('Notes').fill('Asked for a ride to the polls');
  // Both clicks in one go, before the page can draw anything between them: the fastest double tap.
  await notes.getByRole('button', { name: 'Save' }).evaluate((save: HTMLButtonElement) => {
    save.click();
    save.click();
  });
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await expect(notes.getByText('Asked for a ride to the polls')).toBeVisible();
  // Time for a second request to show up, had one been sent.
  await page.waitForTimeout(1500);
  expect(patches).toHaveLength(1);
  await expect(toasts(page).getByText(/Someone else changed this contact/)).toHaveCount(0);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
});

test('Talked labels its groups and records only on Save conversation', async ({
  page,
  accounts,
  adminApi,
}, testInfo) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await ownContact(page, testInfo.project.name === 'mobile' ? 5 : 4);
  const dialog = await openProfile(page, contact);
  const form = dialog.getByTestId('record-attempt');
  await form.getByRole('button', { name: 'Door', exact: true }).click();
  await form.getByRole('button', { name: `Talked: ${contact.fullName}` }).click();
  const level = form.getByRole('group', { name: 'Supporter level' });
  await expect(level).toBeVisible();
  await level.getByRole('button', { name: 'Leaning our way' }).click();
  await expect(level.getByRole('button', { name: 'Leaning our way' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A choice alone records nothing: another choice replaces it.
  await level.getByRole('button', { name: 'Supporter', exact: true }).click();
  await expect(level.getByRole('button', { name: 'Leaning our way' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const profile = async () => (await page.request.get(`/api/contacts/${contact.id}`)).json();
  expect((await profile()).attempts).toEqual([]);
  await form.getByRole('button', { name: `Save conversation: ${contact.fullName}` }).click();
  await expect(toasts(page).getByText('Attempt recorded')).toBeVisible();
  const saved = await profile();
  expect(saved.attempts.map((a: { result: string }) => a.result)).toEqual(['talked']);
  expect(saved.supporterStatus).toBe('confirmed-supporter');
});

test('"Turn on two-factor sign-in" opens Account Settings at the two-factor section', async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await accounts.approvedUser({ firstName: 'Ada', lastName: 'Admin' });
  const users: { id: string; email: string }[] = await (await adminApi.get('/api/admin/users')).json();
  const id = users.find((u) => u.email === person.email)?.id;
  expect((await adminApi.patch(`/api/admin/users/${id}/role`, { data: { role: 'admin' } })).ok()).toBe(true);
  await accounts.signIn(page, person.email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  const section = settings.getByRole('heading', { name: 'Two-factor sign-in' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(settings.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInViewport();
});

import fs from 'node:fs';
import {
  apiSearch,
  isPhone,
  openProfile,
  openResult,
  pickContact,
  signInAsEditor,
  toasts,
} from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

test('search by name, filter, and page through the voter file', { tag: '@phone-too' }, async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await accounts.volunteerAt(page, '/');
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  const all = await apiSearch(page, 'page=1');
  await expect(page.getByText(`Found ${all.total} contacts`)).toBeVisible();
  await expect(page.getByText(`Showing 1-20 of ${all.total} results`)).toBeVisible();
  // Without any criteria a viewer sees the first page only (read budgets); an admin pages through everyone.
  await expect(
    page.getByText('Add a name or a street address to see more than the first page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const listed = await (await adminApi.get('/api/admin/users')).json();
  const id = listed.find((u: { email: string }) => u.email === person.email).id;
  expect((await adminApi.patch(`/api/admin/users/${id}/role`, { data: { role: 'admin' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(`Showing 1-20 of ${all.total} results`)).toBeVisible();

  // Paging: Next, then page 2 directly (desktop) or "Page 2 of N" (phone).
  const pages = Math.ceil(all.total / 20);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 21-40 of ${all.total} results`)).toBeVisible();
  // The new page starts at its top: the results' heading is in view and has the focus.
  const resultsHeading = page.getByRole('heading', { name: 'Search Results' });
  await expect(resultsHeading).toBeFocused();
  await expect(resultsHeading).toBeInViewport();
  if (isPhone(page)) {
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: String(pages), exact: true })).toBeVisible();
    await page.getByRole('button', { name: '1', exact: true }).click();
    await expect(page.getByText(`Showing 1-20 of ${all.total} results`)).toBeVisible();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page.getByText(`Showing 21-40 of ${all.total} results`)).toBeVisible();
  }

  // A name prefix, in any case: the count matches the API's, and the page starts again at 1.
  const someone = await pickContact(page, 4);
  const prefix = (someone.lastName ?? '').slice(0, 2).toLowerCase();
  const byName = await apiSearch(page, `page=1&lastName=${encodeURIComponent(prefix)}`);
  await page.getByLabel('Last Name').fill(prefix);
  await expect(page.getByText(`Found ${byName.total} contacts`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Showing 1-\\d+ of ${byName.total} results$`))).toBeVisible();
  await expect(page.getByText(someone.fullName).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear Names' }).click();
  await expect(page.getByRole('button', { name: 'Clear Names' })).toHaveCount(0);
  await expect(page.getByText(`Found ${all.total} contacts`)).toBeVisible();

  // Party: desktop applies as it is set; on a phone only Apply Filters applies (Cancel drops the draft).
  const republicans = await apiSearch(page, 'page=1&party=REP');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Party').selectOption('REP');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(`Found ${all.total} contacts`)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(sheet.getByLabel('Party')).toHaveValue('all');
    await sheet.getByLabel('Party').selectOption('REP');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  } else {
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await expect(page.getByPlaceholder('84101')).toBeVisible();
    await page.getByLabel('Party').selectOption('REP');
  }
  await expect(page.getByText(`Found ${republicans.total} contacts`)).toBeVisible();

  // The Supporters quick filter on top: nobody in fresh demo data is a supporter yet.
  const supporters = await apiSearch(
    page,
    'page=1&party=REP&supporterStatus=confirmed-supporter,likely-supporter',
  );
  await page.getByRole('button', { name: 'Supporters' }).click();
  await expect(page.getByRole('button', { name: 'Supporters' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Found ${supporters.total} contacts`)).toBeVisible();
  if (supporters.total === 0) {
    await expect(page.getByText('No contacts found matching your search criteria.')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();
  }
});

test('on a slow phone, the next page of results still starts at its top', {
  tag: '@phone-only',
}, async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  const all = await apiSearch(page, 'page=1');
  await expect(page.getByText(`Showing 1-20 of ${all.total} results`)).toBeVisible();
  // A low-end phone: Chromium's CPU runs eight times slower (the CI failure seen under a loaded machine).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 21-40 of ${all.total} results`)).toBeVisible();
  const resultsHeading = page.getByRole('heading', { name: 'Search Results' });
  await expect(resultsHeading).toBeFocused();
  await expect(resultsHeading).toBeInViewport();
});

test('an editor records status and notes, phones and emails, and the timeline grows', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 7);
  const dialog = await openProfile(page, contact);
  const section = (name: string) => dialog.getByRole('region', { name });
  const timeline = section('Activity Timeline').getByRole('listitem');
  const entriesBefore = await timeline.count();

  // The residence address opens a map in a new tab, as a target a thumb can hit; its text is unchanged.
  const street = contact.streetAddress ?? '';
  expect(street).not.toBe('');
  const mapLink = section('Address Information').getByRole('link', { name: street, exact: true });
  await expect(mapLink).toHaveText(street);
  const place = [street, contact.city, [contact.state, contact.zipCode].filter(Boolean).join(' ')];
  await expect(mapLink).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.filter(Boolean).join(', '))}`,
  );
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('rel', /noopener/);
  expect((await mapLink.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // Campaign Status: Edit, change, Save.
  const status = section('Campaign Status');
  await status.getByRole('button', { name: 'Edit' }).click();
  await status.getByLabel('Supporter Status').selectOption('confirmed-supporter');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(status.getByText('Confirmed Supporter')).toBeVisible();
  const first = timeline.first();
  await expect(first).toContainText('Supporter status updated by Eddie Tester');
  await expect(first).toContainText('Before: Unknown');
  await expect(first).toContainText('After: Confirmed Supporter');
  await expect(timeline).toHaveCount(entriesBefore + 1);

  // Saving without a change only leaves edit mode.
  await status.getByRole('button', { name: 'Edit' }).click();
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(status.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(timeline).toHaveCount(entriesBefore + 1);

  // Notes: with the counter; text past 2,000 characters is not cut, and Save waits until it is shortened.
  const notes = section('Notes');
  await notes.getByRole('button', { name: 'Edit' }).click();
  await notes.getByLabel('Notes').fill('x'.repeat(2010));
  await expect(notes.getByText('2,010/2,000')).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Save' })).toBeDisabled();
  await notes.getByLabel('Notes').fill('Met at the farmers market');
  await expect(notes.getByText('25/2,000')).toBeVisible();
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await expect(notes.getByText('Met at the farmers market')).toBeVisible();
  await expect(timeline.first()).toContainText('Notes updated by Eddie Tester');
  await expect(timeline).toHaveCount(entriesBefore + 2);

  // A phone: formatted as typed, Add disabled while invalid, Enter adds; then edit and delete it.
  const info = section('Contact Information');
  const newPhone = info.getByLabel('New phone number');
  // Wide enough to show a whole number as typed, on a phone too (the Add button goes under it there).
  expect((await newPhone.boundingBox())?.width).toBeGreaterThanOrEqual(130);
  await newPhone.fill('850555');
  await expect(newPhone).toHaveValue('(850) 555');
  await expect(info.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Add Phone' })).toBeDisabled();
  await expect(info.getByLabel('New phone type')).toHaveValue('mobile');
  // Another country's number is not cut to ten digits of someone else's: it stays as pasted and is refused.
  await newPhone.fill('+44 20 7946 0958');
  await expect(newPhone).toHaveValue('+44 20 7946 0958');
  await expect(info.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Add Phone' })).toBeDisabled();
  // Pasted with the country code: the 1 is dropped, and the number is a link to call or text it.
  await newPhone.fill('+1 (850) 555-0142');
  await expect(newPhone).toHaveValue('(850) 555-0142');
  await newPhone.press('Enter');
  await expect(toasts(page).getByText('Phone number added')).toBeVisible();
  await expect(newPhone).toHaveValue('');
  await expect(info.getByRole('link', { name: '(850) 555-0142', exact: true })).toHaveAttribute(
    'href',
    'tel:+18505550142',
  );
  await expect(info.getByRole('link', { name: 'Text (850) 555-0142' })).toHaveAttribute(
    'href',
    'sms:+18505550142',
  );
  const callBox = await info.getByRole('link', { name: '(850) 555-0142', exact: true }).boundingBox();
  expect(callBox?.height).toBeGreaterThanOrEqual(44);
  await info.getByRole('button', { name: 'Edit (850) 555-0142' }).click();
  await info.getByLabel('Edit phone number').fill('8505550199');
  await info.getByLabel('Edit phone type').selectOption('work');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Phone number updated')).toBeVisible();
  await expect(info.getByTestId('phone-row').filter({ hasText: '(850) 555-0199' })).toContainText('Work');
  // Deleting asks first; Cancel keeps the number.
  await info.getByRole('button', { name: 'Delete (850) 555-0199' }).click();
  const confirmPhone = page.getByRole('dialog', { name: 'Delete this phone number?' });
  await confirmPhone.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmPhone).toBeHidden();
  await expect(info.getByRole('link', { name: '(850) 555-0199', exact: true })).toBeVisible();
  await info.getByRole('button', { name: 'Delete (850) 555-0199' }).click();
  await confirmPhone.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Phone number deleted')).toBeVisible();
  await expect(info.getByText('(850) 555-0199')).toHaveCount(0);

  // An email, the same way.
  const newEmail = info.getByLabel('New email address');
  await newEmail.fill('voter@example');
  await expect(info.getByText('Please enter a valid email address')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Add Email' })).toBeDisabled();
  await expect(info.getByLabel('New email type')).toHaveValue('personal');
  await newEmail.fill('voter@example.org');
  await info.getByRole('button', { name: 'Add Email' }).click();
  await expect(toasts(page).getByText('Email address added')).toBeVisible();
  await expect(info.getByRole('link', { name: 'voter@example.org' })).toHaveAttribute(
    'href',
    'mailto:voter@example.org',
  );
  await info.getByRole('button', { name: 'Edit voter@example.org' }).click();
  await info.getByLabel('Edit email address').fill('voter.new@example.org');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Email address updated')).toBeVisible();
  await info.getByRole('button', { name: 'Delete voter.new@example.org' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this email address?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText('Email address deleted')).toBeVisible();
  await expect(info.getByText('voter.new@example.org')).toHaveCount(0);
  // This demo voter has no public email either: the list says so in plain English.
  await expect(info.getByText('No email addresses on file.')).toBeVisible();

  // Every change is in the timeline, newest first.
  // status, notes; phone added, number and type changed, deleted; email added, changed, deleted.
  await expect(timeline).toHaveCount(entriesBefore + 9);
  await expect(timeline.first()).toContainText('Email deleted by Eddie Tester');
});

test('an editor records a text and an email from the profile, and the Attempts section shows them', async ({
  page,
  accounts,
  adminApi,
}, testInfo) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 9);
  const dialog = await openProfile(page, contact);
  const attempts = dialog.getByRole('region', { name: 'Attempts' });
  // In the Attempts section on a desk, among the Actions at the top on a phone.
  const form = dialog.getByTestId('record-attempt');

  // A text that got no reply: the channel, then one tap.
  await form.getByRole('button', { name: 'Text', exact: true }).click();
  await form.getByRole('button', { name: `No reply: ${contact.fullName}` }).click();
  await expect(toasts(page).getByText('Attempt recorded')).toBeVisible();
  await expect(attempts.getByTestId('attempts')).toContainText('No reply · Text · Eddie Tester');

  // An email answered: Talked, a note, and the supporter status it brought.
  const note = `Wrote back (${testInfo.project.name})`;
  await form.getByRole('button', { name: 'Email', exact: true }).click();
  await form.getByRole('button', { name: `Talked: ${contact.fullName}` }).click();
  await form.getByLabel(`Note about ${contact.fullName} (optional)`).fill(note);
  await form.getByRole('button', { name: 'Supporter', exact: true }).click();
  await form.getByRole('button', { name: `Save conversation: ${contact.fullName}` }).click();
  const answered = attempts.getByTestId('attempts').getByRole('listitem').filter({ hasText: note });
  await expect(answered).toContainText('Talked · Email · Eddie Tester');
  await expect(dialog.getByRole('region', { name: 'Campaign Status' })).toContainText('Confirmed Supporter');

  const saved = await (await page.request.get(`/api/contacts/${contact.id}`)).json();
  const mine = saved.attempts.filter((a: { userName: string }) => a.userName === 'Eddie Tester');
  expect(mine).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ channel: 'text', result: 'not-home' }),
      expect.objectContaining({ channel: 'email', result: 'talked', note }),
    ]),
  );
});

test('the profile closes with a button big enough for a thumb', async ({ page, accounts, adminApi }) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 5);
  const dialog = await openProfile(page, contact);
  // The corner button (the one named Close without a label of its own in the text).
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).first();
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(40);
  expect(box?.height).toBeGreaterThanOrEqual(40);
  await close.click();
  await expect(dialog).toBeHidden();
});

test('Back closes the profile and keeps the search; closed by its button, Back leaves the page', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 6);
  await page.goto('/our-impact');
  await expect(page.getByRole('heading', { name: 'Our Impact' })).toBeVisible();
  const dialog = await openProfile(page, contact);

  // The phone's Back (or the browser's) closes the profile and stays on the search with its results.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(contact.fullName).first()).toBeVisible();

  // Closed by its own button, the profile leaves nothing behind: Back goes to the page before the search.
  await openResult(page, contact.fullName);
  await expect(dialog.getByRole('heading', { name: 'Campaign Status' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/our-impact$/);
});

test('Escape closes the profile at once, even while a toast is showing', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 3);
  const dialog = await openProfile(page, contact);
  const status = dialog.getByRole('region', { name: 'Campaign Status' });
  await status.getByRole('button', { name: 'Edit' }).click();
  await status.getByLabel('Supporter Status').selectOption('likely-supporter');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a save over someone else’s newer change is refused and the contact reloads', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 10);
  const dialog = await openProfile(page, contact);
  const notes = dialog.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Edit' }).click();
  await notes.getByLabel('Notes').fill('My note');

  const other = await adminApi.patch(`/api/contacts/${contact.id}`, { data: { notes: 'Admin was here' } });
  expect(other.ok()).toBe(true);
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(/Someone else changed this contact/)).toBeVisible();
  // What was typed stays in the box, beside what the other person saved.
  await expect(notes.getByText('Admin was here')).toBeVisible();
  await expect(notes.getByLabel('Notes')).toHaveValue('My note');
});

test('a note being typed survives someone else’s change to another field, and saving again keeps both', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 11);
  const dialog = await openProfile(page, contact);
  const notes = dialog.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Edit' }).click();
  const note = `Wants a yard sign (${Date.now()})`;
  await notes.getByLabel('Notes').fill(note);

  const other = await adminApi.patch(`/api/contacts/${contact.id}`, {
    data: { volunteerLikeliness: 'likely-to-volunteer' },
  });
  expect(other.ok()).toBe(true);
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(/Someone else changed this contact/)).toBeVisible();
  await expect(notes.getByLabel('Notes')).toHaveValue(note);
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await expect(notes.getByText(note)).toBeVisible();
  const saved = await (await adminApi.get(`/api/contacts/${contact.id}`)).json();
  expect([saved.notes, saved.volunteerLikeliness]).toEqual([note, 'likely-to-volunteer']);
});

test('a save the server refuses shows its reason, not only that it failed', async ({
  page,
  accounts,
  adminApi,
}) => {
  const editor = await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 12);
  const dialog = await openProfile(page, contact);
  // The profile just opened was this editor's one read of the hour; the save's answer would be a second.
  const lowered = await adminApi.patch(`/api/admin/users/${editor.id}/read-budget`, {
    data: { readBudgetSearchRows: null, readBudgetProfiles: 1 },
  });
  expect(lowered.ok()).toBe(true);
  const notes = dialog.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Edit' }).click();
  await notes.getByLabel('Notes').fill('Asked about early voting');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(/You have read as many contacts as allowed in one hour/)).toBeVisible();
});

test('anyone can export a contact as CSV', async ({ page, accounts }, testInfo) => {
  const person = await accounts.approvedUser();
  await accounts.signIn(page, person.email);
  const contact = await pickContact(page, 12);
  const dialog = await openProfile(page, contact);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`contact_${contact.systemId}_export.csv`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const csv = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.startsWith('System ID,')).toBe(true);
  expect(csv).toContain(contact.fullName);
  await expect(toasts(page).getByText('Export successful')).toBeVisible();
});

test('a viewer sees no edit controls, and the server refuses a viewer’s edit', async ({ page, accounts }) => {
  const person = await accounts.approvedUser();
  await accounts.signIn(page, person.email);
  const contact = await pickContact(page, 15);
  const dialog = await openProfile(page, contact);
  for (const name of [
    'Identity Information',
    'Address Information',
    'Contact Information',
    'District Information',
  ])
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(dialog.getByLabel('New phone number')).toHaveCount(0);
  await expect(dialog.getByLabel('New email address')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Add to Network|Remove/ })).toHaveCount(0);
  await expect(dialog.getByTestId('record-attempt')).toHaveCount(0);

  const res = await page.request.patch(`/api/contacts/${contact.id}`, { data: { notes: 'Not allowed' } });
  expect(res.status()).toBe(403);
});

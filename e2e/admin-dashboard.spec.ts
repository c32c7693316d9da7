import { openAdminSection } from './fixtures/admin-sections.js';
import { apiSearch, openProfile, pickContact, signInAsEditor, toasts } from './fixtures/contacts.js';
import { ADMIN, expect, PASSWORD, test } from './fixtures/test.js';

// Its own number of voters, so this spec gets its own server: it changes settings other specs rely on.
test.use({ demoVoters: 141 });

test.beforeEach(async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
});

test('an approved registration can then log in', async ({ page, accounts, browser, baseURL }) => {
  const person = await accounts.register({ firstName: 'Pia', lastName: 'Newcomer' });
  await page.goto('/admin');
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('menuitem', { name: /^Editor \(suggested\)/ }).click();
  await expect(toasts(page).getByText('User approved successfully')).toBeVisible();
  await expect(row).not.toContainText('Pending');

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const newcomer = await context.newPage();
  await newcomer.goto('/login');
  await newcomer.getByLabel('Email').fill(person.email);
  await newcomer.getByLabel('Password').fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Login' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  await context.close();
});

test('a demoted editor has their next edit refused', async ({
  page,
  accounts,
  adminApi,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const editorPage = await context.newPage();
  const editor = await signInAsEditor(editorPage, accounts, adminApi);
  const contact = await pickContact(editorPage, 3);
  const dialog = await openProfile(editorPage, contact);
  const status = dialog.getByRole('region', { name: 'Campaign Status' });
  await status.getByRole('button', { name: 'Edit' }).click();

  await page.goto('/admin');
  const row = page.getByRole('row').filter({ hasText: editor.email });
  await row.getByRole('button', { name: /^Edit role of/ }).click();
  await row.getByRole('combobox', { name: /^Role for/ }).selectOption('viewer');
  await row.getByRole('button', { name: 'Save role' }).click();
  await expect(toasts(page).getByText('User role updated successfully')).toBeVisible();

  await status.getByLabel('Supporter Status').selectOption('opposition');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(editorPage).getByText("You don't have permission to do that.")).toBeVisible();
  expect(
    (await apiSearch(editorPage, `lastName=${encodeURIComponent(contact.lastName ?? '')}`)).contacts.find(
      (c) => c.id === contact.id,
    )?.supporterStatus,
  ).not.toBe('opposition');
  await context.close();
});

test('Max Search Results changed in Settings is obeyed by search at once', async ({ page, adminApi }) => {
  try {
    await page.goto('/admin');
    await openAdminSection(page, 'Settings');
    await expect(page.getByLabel('Max Search Results')).toHaveValue('100');
    await expect(page.getByLabel('Session Timeout (minutes)')).toHaveValue('480');
    await page.getByLabel('Max Search Results').fill('5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Max Search Results must be at least 10')).toBeVisible();
    await page.getByLabel('Max Search Results').fill('10');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toasts(page).getByText('Settings saved')).toBeVisible();

    // Pages now hold at most 10 contacts; the count stays the real number of matches.
    await page.goto('/');
    const { total } = await (await page.request.get('/api/contacts/search?page=1&limit=20')).json();
    await expect(page.getByText(`Found ${total} contacts`)).toBeVisible();
    await expect(page.getByText(`Showing 1-10 of ${total} results`)).toBeVisible();
  } finally {
    await adminApi.patch('/api/admin/settings', { data: { maxSearchResults: 100 } });
  }
});

test('the field-work settings (calling hours, list size cap) are in the Settings form', async ({
  page,
  adminApi,
}) => {
  try {
    await page.goto('/admin');
    await openAdminSection(page, 'Settings');
    await expect(page.getByLabel('Calling hours start')).toHaveValue('09:00');
    await page.getByLabel('List size cap').fill('5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('List size cap must be at least 10')).toBeVisible();
    await page.getByLabel('List size cap').fill('20000');
    await page.getByLabel('Calling hours end').fill('20:00');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toasts(page).getByText('Settings saved')).toBeVisible();
    const saved = await (await adminApi.get('/api/admin/settings')).json();
    expect([saved.callingHoursEnd, saved.listSizeCap]).toEqual(['20:00', 20000]);
  } finally {
    await adminApi.patch('/api/admin/settings', { data: { callingHoursEnd: '21:00', listSizeCap: 50000 } });
  }
});

test('every setting explains itself, and "Approved volunteers start as" decides the role a registration waits with', async ({
  page,
  accounts,
  adminApi,
}) => {
  try {
    await page.goto('/admin');
    await openAdminSection(page, 'Settings');
    // Each setting's control is described by one line under it.
    const controls = page.locator('[id^="setting-"]:is(input, select)');
    await expect(page.getByLabel('Approved volunteers start as')).toBeVisible();
    expect(await controls.count()).toBeGreaterThanOrEqual(17);
    for (const control of await controls.all()) {
      const hintId = await control.getAttribute('aria-describedby');
      expect(hintId, (await control.getAttribute('id')) ?? '').toMatch(/-hint$/);
      await expect(page.locator(`[id="${hintId}"]`)).toHaveText(/\w.{20,}/);
    }
    const role = page.getByLabel('Approved volunteers start as');
    await expect(role).toHaveValue('editor');
    await role.selectOption('viewer');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toasts(page).getByText('Settings saved')).toBeVisible();

    const person = await accounts.register({ firstName: 'Vera', lastName: 'Viewer' });
    await page.goto('/admin');
    await openAdminSection(page, 'User Management');
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByRole('button', { name: 'Approve Vera Viewer' }).click();
    await expect(page.getByRole('menuitem').first()).toContainText('Viewer (suggested)');
    await page.keyboard.press('Escape');

    // The audit log names the change in the words of the Settings screen.
    await openAdminSection(page, 'Audit Logs');
    const change = page
      .getByTestId('audit-log-scroll')
      .getByRole('row')
      .filter({ hasText: 'Approved volunteers start as' });
    await expect(change.first()).toContainText('Settings');
    await expect(change.first()).toContainText('Viewer');
    await expect(change.first()).not.toContainText('approvedVolunteerRole');
  } finally {
    await adminApi.patch('/api/admin/settings', { data: { approvedVolunteerRole: 'editor' } });
  }
});

test('the audit log shows an edit, filters it, and a timeline entry can be hidden', async ({ page }) => {
  const contact = await pickContact(page, 5);
  const edit = await page.request.patch(`/api/contacts/${contact.id}`, {
    data: { notes: 'Audit me please' },
  });
  expect(edit.ok()).toBe(true);

  await page.goto('/admin');
  await openAdminSection(page, 'Audit Logs');
  const scroll = page.getByTestId('audit-log-scroll');
  const row = scroll.getByRole('row').filter({ hasText: 'Audit me please' });
  await expect(row).toContainText('Notes');
  // Field names, tables and actions read as words, never as stored keys.
  await expect(row).not.toContainText('notes');
  await expect(row).toContainText('Changed');
  await expect(row).toContainText('Contacts');
  await expect(row).toContainText(contact.fullName);
  await expect(row).toContainText(contact.systemId);
  // The admin made by ADMIN_EMAIL has no name: their email names them, once.
  await expect(row.getByText(ADMIN.email, { exact: true })).toHaveCount(1);

  await page.getByLabel('Contact').fill(contact.systemId);
  await expect(scroll.getByRole('row')).toHaveCount(2); // header + the one edit
  await page.getByLabel('Action').selectOption('delete');
  await expect(page.getByText('No audit logs found')).toBeVisible();
  await expect(page.getByText('Changes to contacts will appear here')).toBeVisible();
  await page.getByLabel('Action').selectOption('');

  await row.getByRole('button', { name: new RegExp(contact.fullName) }).click();
  const dialog = page.getByRole('dialog', { name: contact.fullName });
  const timeline = dialog.getByRole('region', { name: 'Activity Timeline' });
  await expect(timeline).toContainText('Notes updated by');
  await timeline.getByRole('button', { name: /^Hide "Notes updated by .*" from the timeline$/ }).click();
  // Admins also see who opened the profile (read budgets), so the timeline need not be empty now.
  await expect(timeline).not.toContainText('Notes updated by');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(scroll.getByRole('row').filter({ hasText: 'Audit me please' })).toContainText('Hidden by');
});

test('the audit log names who was approved and as what, offers every action and table, and fits a desktop', async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await accounts.register({ firstName: 'Audra', lastName: 'Approved' });
  const users = await (await adminApi.get('/api/admin/users')).json();
  const id = users.find((u: { email: string }) => u.email === person.email).id;
  expect((await adminApi.patch(`/api/admin/users/${id}/approve`, { data: { role: 'editor' } })).ok()).toBe(
    true,
  );

  await page.goto('/admin');
  await openAdminSection(page, 'Audit Logs');
  const actions = await page.getByLabel('Action').locator('option').allTextContents();
  expect(actions).toEqual(
    expect.arrayContaining(['Approved', 'Import undone', 'Viewed', 'Read budget reached']),
  );
  const tables = await page.getByLabel('Table').locator('option').allTextContents();
  expect(tables).toEqual(expect.arrayContaining(['Users', 'Voting history', 'Survey questions']));

  const scroll = page.getByTestId('audit-log-scroll');
  // Their registration and their approval, each naming them.
  await expect(scroll.getByRole('row').filter({ hasText: person.email })).toHaveCount(2);
  if ((page.viewportSize()?.width ?? 0) >= 1280) {
    // Every column in view at 1280 px: long values wrap rather than widen the table.
    const overflow = await scroll.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.getByLabel('Action').selectOption('approve');
  const row = scroll.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Audra Approved');
  await expect(row).toContainText('Approved as Editor');
});

test('maintenance mode: editors see a banner and their writes are refused', async ({
  page,
  accounts,
  adminApi,
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const editorPage = await context.newPage();
  await signInAsEditor(editorPage, accounts, adminApi);
  const contact = await pickContact(editorPage, 9);
  try {
    await page.goto('/admin');
    await openAdminSection(page, 'Data Management');
    await page.getByRole('button', { name: 'Maintenance Mode' }).click();
    await expect(toasts(page).getByText('Maintenance mode is on')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Maintenance mode is on: editors and viewers' }),
    ).toBeVisible();

    const dialog = await openProfile(editorPage, contact);
    await expect(
      editorPage.getByText(/Groundwork is in maintenance mode: you can search and read/),
    ).toBeVisible();
    const status = dialog.getByRole('region', { name: 'Campaign Status' });
    await status.getByRole('button', { name: 'Edit' }).click();
    await status.getByLabel('Supporter Status').selectOption('likely-supporter');
    await status.getByRole('button', { name: 'Save' }).click();
    await expect(
      toasts(editorPage).getByText(/Groundwork is in maintenance mode, so changes are paused/),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Maintenance Mode: On' }).click();
    await expect(toasts(page).getByText('Maintenance mode is off')).toBeVisible();
  } finally {
    await adminApi.put('/api/admin/maintenance', { data: { enabled: false } });
    await context.close();
  }
});

test('data validation reports problems and a backup downloads', async ({ page }) => {
  await page.goto('/admin');
  await openAdminSection(page, 'Data Management');
  await page.getByRole('button', { name: 'Run Data Validation' }).click();
  const report = page.getByRole('region', { name: 'Data validation report' });
  await expect(report).toContainText(/Checked \d+ active contacts/);
  await expect(report.getByTestId('check-missingBirthDate')).toContainText('Missing birth date:');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Create System Backup' }).click();
  expect((await download).suggestedFilename()).toMatch(/^groundwork-backup-.*\.jsonl\.gz$/);

  // Data Cleanup asks first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Data Cleanup' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clean up the data?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Data cleanup finished/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Data Cleanup' }).click();
  await confirm.getByRole('button', { name: 'Clean Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Data cleanup finished/ })).toBeVisible();
});

test.describe('an admin whose browser is in another time zone than the campaign', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('reads the audit log in the campaign’s time zone, the one its date filters use', async ({ page }) => {
    const contact = await pickContact(page, 7);
    const note = `Logged far away (${Date.now()})`;
    expect((await page.request.patch(`/api/contacts/${contact.id}`, { data: { notes: note } })).ok()).toBe(
      true,
    );
    const { timeZone } = await (await page.request.get('/api/admin/settings')).json();
    const { entries } = await (await page.request.get('/api/admin/audit-logs?limit=20')).json();
    const made = entries.find((e: { newValue: string | null }) => e.newValue === note);
    const at = new Date(made.createdAt);
    const inCampaign = (options: Intl.DateTimeFormatOptions) =>
      at.toLocaleString('en-US', { ...options, timeZone });

    await page.goto('/admin');
    await openAdminSection(page, 'Audit Logs');
    await expect(
      page.getByText(`Dates and times are in the campaign's time zone (${timeZone}).`),
    ).toBeVisible();
    const row = page.getByTestId('audit-log-scroll').getByRole('row').filter({ hasText: note });
    await expect(row).toContainText(inCampaign({ year: 'numeric', month: 'short', day: 'numeric' }));
    await expect(row).toContainText(inCampaign({ hour: 'numeric', minute: '2-digit', second: '2-digit' }));

    // The day it shows is the day that finds it.
    const day = at.toLocaleDateString('en-CA', { timeZone });
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await expect(row).toBeVisible();
  });
});

import { openAdminSection } from './fixtures/admin-sections.js';
import { toasts } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

// Its own server (its own number of voters): the wipe removes every contact.
test.use({ demoVoters: 123 });

test('the wipe refuses a wrong word, then wipes with DELETE', async ({
  page,
  accounts,
  browser,
  baseURL,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminSection(page, 'Data Management');
  await expect(page.getByTestId('stat-total-contacts')).not.toHaveText('0');

  await page.getByRole('button', { name: 'WIPE ENTIRE DATABASE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wipe the entire database?' });
  const wipe = dialog.getByRole('button', { name: 'Wipe Database' });
  await expect(wipe).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(wipe).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').press('Enter');
  await expect(
    toasts(page).getByText("Invalid confirmation: You must type 'DELETE' exactly to confirm."),
  ).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(wipe).toBeEnabled();
  await wipe.click();
  await expect(toasts(page).getByText('Database wiped successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stat-total-contacts')).toHaveText('0');

  await page.getByRole('button', { name: 'WIPE ENTIRE DATABASE' }).click();
  await expect(page.getByLabel('Type DELETE to confirm')).toHaveValue('');
  await page.keyboard.press('Escape');

  // An empty voter file is not "no match": the admin is told how voters get in, and taken there.
  await page.goto('/');
  await expect(page.getByText('No voters to search yet.')).toBeVisible();
  await expect(page.getByText('No contacts found matching your search criteria.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Add voters' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Groundwork' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load demo voters' })).toBeVisible();

  // A volunteer is told the voter file has not been imported, with nothing to click that they may not use.
  const volunteer = await accounts.approvedUser();
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const theirs = await context.newPage();
  await accounts.signIn(theirs, volunteer.email);
  await theirs.goto('/');
  await expect(theirs.getByText('No voters to search yet.')).toBeVisible();
  await expect(
    theirs.getByText('An administrator has not imported the voter file yet.', { exact: false }),
  ).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Add voters' })).toHaveCount(0);
  await context.close();
});

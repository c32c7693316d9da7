import { openAdminSection } from './fixtures/admin-sections.js';
import { apiSearch } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

test('an admin sees who read what: a volunteer’s day, the week’s top readers and their searches, and the CSV', async ({
  page,
  accounts,
  browser,
  baseURL,
}) => {
  // A volunteer searches in their own browser.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const volunteerPage = await context.newPage();
  const volunteer = await accounts.approvedUser();
  await accounts.signIn(volunteerPage, volunteer.email);
  const found = await apiSearch(volunteerPage, 'limit=25');
  expect(found.contacts.length).toBeGreaterThan(0);
  await context.close();

  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminSection(page, 'Who Read What');
  const name = `${volunteer.firstName} ${volunteer.lastName}`;
  const top = page.getByTestId('top-reader').filter({ hasText: name });
  await expect(top).toContainText(`${found.contacts.length} search rows, 0 profiles`);
  await expect(page.getByTestId('read-day').filter({ hasText: name })).toBeVisible();

  await top.getByRole('button', { name }).click();
  const history = page.getByRole('region', { name: `Read history of ${name}` });
  await expect(history.getByTestId('read-search')).toContainText('no criteria');
  await expect(history.getByTestId('read-search')).toContainText(`page 1, ${found.contacts.length} rows`);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^who-read-what-\d{4}-\d{2}-\d{2}\.csv$/);
});

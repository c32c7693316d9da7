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
  // A name of this test's own: the worker's other tests make approved people too, by default all of one name.
  const volunteer = await accounts.approvedUser({ firstName: 'Wren', lastName: 'Readwhat' });
  await accounts.signIn(volunteerPage, volunteer.email);
  const found = await apiSearch(volunteerPage, 'limit=25');
  expect(found.contacts.length).toBeGreaterThan(0);
  await context.close();

  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await openAdminSection(page, 'Who Read What');
  const name = `${volunteer.firstName} ${volunteer.lastName}`;
  // The day's row: day, person, search rows, profiles, … (the week's top ten readers may be other tests' people).
  const day = page.getByTestId('read-day').filter({ hasText: name });
  await expect(day.getByRole('cell')).toHaveText([
    /^\d{4}-\d{2}-\d{2}$/,
    name,
    String(found.contacts.length),
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
  ]);
  await expect(page.getByTestId('top-reader').first()).toContainText(/\d+ search rows, \d+ profiles/);

  await day.getByRole('button', { name }).click();
  const history = page.getByRole('region', { name: `Read history of ${name}` });
  await expect(history.getByTestId('read-search')).toContainText('no criteria');
  await expect(history.getByTestId('read-search')).toContainText(`page 1, ${found.contacts.length} rows`);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^who-read-what-\d{4}-\d{2}-\d{2}\.csv$/);
});

import { apiSearch } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

type Choices = Record<string, { value: string; count: number }[]>;

/** The precinct with the most voters, as the filter panels offer it. */
async function busiestPrecinct(page: import('@playwright/test').Page) {
  const res = await page.request.get('/api/contacts/filter-choices');
  expect(res.ok()).toBe(true);
  const choices: Choices = await res.json();
  const precinct = [...(choices.precinct ?? [])].sort((a, b) => b.count - a.count)[0];
  if (!precinct) throw new Error('the demo voters have no precinct');
  return { precinct, houseDistricts: choices.houseDistrict ?? [] };
}

test('a volunteer narrows the search to a precinct and a district chosen from the data', async ({
  page,
  accounts,
}) => {
  await accounts.volunteerAt(page, '/');
  const { precinct, houseDistricts } = await busiestPrecinct(page);
  const label = `${precinct.value} (${precinct.count.toLocaleString('en-US')})`;
  const house = houseDistricts[0];
  if (!house) throw new Error('the demo voters have no house district');
  const both = await apiSearch(page, `page=1&precinct=${precinct.value}&houseDistrict=${house.value}`);

  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Precinct').selectOption({ label });
  await expect(page.getByText(`Found ${precinct.count} contacts`)).toBeVisible();
  await expect(page.getByText('(1 active)')).toBeVisible();
  await page.getByLabel('House District').selectOption(house.value);
  await expect(page.getByText(`Found ${both.total} contacts`)).toBeVisible();
});

test('a volunteer finds the inactive registrations by the voter status, named in words', async ({
  page,
  accounts,
}) => {
  await accounts.volunteerAt(page, '/');
  const res = await page.request.get('/api/contacts/filter-choices');
  const inactive = ((await res.json()) as Choices).voterStatus?.find((c) => c.value === 'INA');
  if (!inactive) throw new Error('the demo voters have no inactive registration');
  const label = `Inactive (${inactive.count.toLocaleString('en-US')})`;
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Voter Status').selectOption({ label });
  await expect(page.getByText(`Found ${inactive.count} contacts`)).toBeVisible();
});

test('an admin previews an export of one precinct', async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Export Data' }).click();
  const { precinct } = await busiestPrecinct(page);
  await expect(page.getByTestId('export-count')).toHaveText('300');
  await page.getByRole('button', { name: 'Advanced Filters (Optional)' }).click();
  await page.getByLabel('Precinct').selectOption(precinct.value);
  await expect(page.getByTestId('export-count')).toHaveText(String(precinct.count));
});

test('a minimum age above the maximum is shown by the age fields, and the results give the reason alone', async ({
  page,
  accounts,
}) => {
  await accounts.volunteerAt(page, '/');
  const reason = 'Minimum age must not be more than maximum age';
  const results = page.locator('[aria-busy]').filter({ hasText: 'Search Results' });
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  const panel = page.locator('#advanced-filters');
  await panel.getByLabel('Min Age').fill('70');
  await panel.getByLabel('Max Age').fill('30');
  await expect(panel.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  // The server's 400 says what is wrong; trying again would not help.
  await expect(results.getByRole('alert')).toHaveText(reason);
  await expect(results.getByText('Search failed')).toHaveCount(0);
});

test('on a phone, Apply Filters with a minimum age above the maximum keeps the sheet open on the fields to correct', {
  tag: '@phone-only',
}, async ({ page, accounts }) => {
  await accounts.volunteerAt(page, '/');
  const reason = 'Minimum age must not be more than maximum age';
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Min Age').fill('70');
  await sheet.getByLabel('Max Age').fill('30');
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  // Nothing is sent: the sheet stays open, saying which fields to correct.
  await expect(sheet.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(sheet.getByLabel('Min Age')).toHaveAttribute('aria-invalid', 'true');
  await sheet.getByLabel('Max Age').fill('80');
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

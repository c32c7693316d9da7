import { expect, test } from './fixtures/test.js';

test.use({ firstRun: true });

test('a newcomer sets up Groundwork, loads demo voters and searches them', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Set up Groundwork' })).toBeVisible();
  await expect(page.getByLabel('Setup code')).toHaveCount(0); // the server listens on loopback only

  await page.getByLabel('First name').fill('Camila');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill('camila@campaign.example.org');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  // One the server refuses (a password everybody tries): said in a toast...
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: 'Create administrator' }).click();
  const failed = page.getByRole('region', { name: /^Notifications/ }).getByText('Setup failed');
  await expect(failed).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('campaign password 1');
  await page.getByLabel('Confirm password').fill('campaign password 1');
  await page.getByRole('button', { name: 'Create administrator' }).click();

  // Signed in as the new admin, offered demo voters or the import.
  await expect(page.getByRole('heading', { name: 'Welcome to Groundwork' })).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
  // ...which does not follow the admin onto the next page once setup succeeded (left alone, a toast stays 5 s).
  await expect(failed).toBeHidden({ timeout: 1_000 });
  await expect(page.getByRole('link', { name: 'Go to Import' })).toHaveAttribute('href', '/admin#data');
  await page.getByLabel('How many voters').fill('0');
  await expect(page.getByText(/^Choose a whole number of voters from 1 to/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load demo voters' })).toBeDisabled();
  await page.getByLabel('How many voters').fill('1,500');
  await page.getByRole('button', { name: 'Load demo voters' }).click();
  await expect(page.getByText('1,500 demo voters are ready.')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('link', { name: 'Start searching' }).click();
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  await expect(page.getByText('Found 1,500 contacts')).toBeVisible();
  // The demo voters came with their vote history: Our Impact counts reliable voters instead of asking for
  // the county's history file.
  await page.goto('/our-impact');
  await expect(
    page.getByText(/confirmed supporters voted in 3 or more of the last 4 general elections/),
  ).toBeVisible();
  await expect(page.getByText("Import the county's voter history file", { exact: false })).toHaveCount(0);

  // Setup is over: the page is gone and the call is refused.
  expect(await (await request.get('/api/setup')).json()).toEqual({ needed: false, codeRequired: false });
  const again = await request.post('/api/setup', {
    data: { firstName: 'Eve', lastName: 'Late', email: 'eve@example.org', password: 'another password' },
  });
  expect(again.status()).toBe(403);
});

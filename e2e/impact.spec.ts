import { openProfile, pickContact, signInAsEditor, toasts } from './fixtures/contacts.js';
import { expect, openNavigation, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

test('Our Impact counts a supporter as soon as an editor confirms one', async ({
  page,
  accounts,
  adminApi,
}) => {
  await signInAsEditor(page, accounts, adminApi);
  const before = await (await page.request.get('/api/impact/stats')).json();
  await page.goto('/');
  await openNavigation(page);
  await page.getByRole('link', { name: 'Our Impact' }).click();
  await expect(page.getByRole('heading', { name: 'Our Impact' })).toBeVisible();
  await expect(page.getByTestId('impact-headline')).toHaveText(
    `${before.totalActiveVoters.toLocaleString('en-US')} registered voters in reach`,
  );
  const supporters = page.getByTestId('goal-Confirmed Supporters');
  await expect(supporters.getByTestId('goal-current')).toHaveText(
    `${before.confirmedSupporters.total} / 500`,
  );
  for (const title of [
    'Confirmed Volunteers',
    'Phone Numbers Added',
    'Email Addresses Added',
    'Volunteers with Network Contacts',
  ])
    await expect(page.getByTestId(`goal-${title}`)).toBeVisible();

  // Confirm a supporter in a profile.
  const contact = await pickContact(page, 15);
  const dialog = await openProfile(page, contact);
  const status = dialog.getByRole('region', { name: 'Campaign Status' });
  await status.getByRole('button', { name: 'Edit' }).click();
  await status.getByLabel('Supporter Status').selectOption('confirmed-supporter');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact updated successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await openNavigation(page);
  await page.getByRole('link', { name: 'Our Impact' }).click();
  const total = before.confirmedSupporters.total + 1;
  await expect(supporters.getByTestId('goal-current')).toHaveText(`${total} / 500`);
  await expect(supporters.getByText(`${((total / 500) * 100).toFixed(1)}% complete`)).toBeVisible();
  await supporters.getByRole('button', { name: 'By Party' }).click();
  const byParty = supporters.getByRole('figure', { name: 'Confirmed Supporters by party' });
  await expect(byParty.getByRole('listitem').filter({ hasText: contact.party ?? 'Unknown' })).toBeVisible();
  await supporters.getByRole('button', { name: 'By Age' }).click();
  const byAge = supporters.getByRole('figure', { name: 'Confirmed Supporters by age' });
  await expect(byAge.getByRole('listitem')).toHaveText([/^18-29/, /^30-44/, /^45-64/, /^65\+/]);
});

test('Our Impact shows the error texts when the figures cannot be loaded', async ({ page, accounts }) => {
  const person = await accounts.approvedUser();
  await accounts.signIn(page, person.email);
  await page.route('**/api/impact/stats', (route) => route.fulfill({ status: 500, body: '{"message":"x"}' }));
  await page.goto('/our-impact');
  await expect(page.getByText('Failed to load impact data')).toBeVisible();
  await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
});

test('Talking Points and the glassmorphism showcase', async ({ page, accounts }) => {
  await accounts.volunteerAt(page, '/');
  await openNavigation(page);
  await page.getByRole('link', { name: 'Talking Points' }).click();
  await expect(page.getByRole('heading', { name: 'Talking Points' })).toBeVisible();
  for (const text of ['Older Republicans', 'Progressive voters', 'Independents and NPA voters'])
    await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('Remind 3 friends to vote.')).toBeVisible();
  await expect(page.getByText(/22%/).first()).toBeVisible();
  await expect(page.getByText(/40,000 Floridians/).first()).toBeVisible();
  await expect(page.getByText('Support Alex Rivera for Mayor of Tallahassee.')).toBeVisible();

  await page.goto('/glassmorphism');
  await expect(page.getByRole('heading', { name: 'Glassmorphism' })).toBeVisible();
  await expect(page.getByText('Sample supporters')).toBeVisible();
  await expect(page.getByText('Sample Contact Two')).toBeVisible();
  await page.getByRole('button', { name: 'Open sample modal' }).click();
  const modal = page.getByRole('dialog', { name: 'Sample modal' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toHaveCount(0);
});

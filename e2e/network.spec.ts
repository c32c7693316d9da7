import {
  isPhone,
  openProfile,
  pickContact,
  searchByName,
  signInAsEditor,
  toasts,
} from './fixtures/contacts.js';
import { expect, openNavigation, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

test('an editor adds a contact from its profile, finds it on My Network and as a heart, and removes it', {
  tag: '@phone-too',
}, async ({ page, accounts, adminApi }) => {
  test.slow(); // one long walk through three screens
  await signInAsEditor(page, accounts, adminApi);
  const contact = await pickContact(page, 11);
  const dialog = await openProfile(page, contact);

  await dialog.getByRole('button', { name: 'Add to Network' }).click();
  await expect(toasts(page).getByText('Added to network')).toBeVisible();
  await expect(toasts(page).getByText(contact.fullName)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeVisible();
  // The profile says so at once, not after a reload.
  await expect(dialog.getByText('In the networks of: you')).toBeVisible();
  const [entry] = (await (await page.request.get('/api/networks')).json()).entries;
  expect(entry.contactId).toBe(contact.id);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The heart marks the contact in the search results.
  const result = isPhone(page)
    ? page.getByTestId('result-card').filter({ hasText: contact.fullName }).first()
    : page.getByRole('row').filter({ hasText: contact.fullName }).first();
  await expect(result.getByRole('img', { name: 'In your network' })).toBeVisible();

  // My Network, from the menu: counters, the card, the search box, the profile from the name.
  await openNavigation(page);
  await page.getByRole('link', { name: 'My Network' }).click();
  await expect(page.getByRole('heading', { name: 'My Network' })).toBeVisible();
  await expect(page.getByTestId('counter-Total Contacts')).toHaveText('1');
  const card = page.getByTestId('network-card').filter({ hasText: contact.fullName });
  await expect(card).toBeVisible();
  const search = page.getByLabel('Search your network');
  await search.fill('no such person here');
  await expect(page.getByText('No matching contacts')).toBeVisible();
  await search.fill((contact.lastName ?? '').toUpperCase());
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: contact.fullName, exact: true }).click();
  const profile = page.getByRole('dialog', { name: contact.fullName });
  await expect(profile.getByRole('heading', { name: 'Campaign Status' })).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toHaveCount(0);

  // Remove it from the card: the empty state, and no heart in search any more.
  await card.getByRole('button', { name: `Remove ${contact.fullName} from your network` }).click();
  await expect(page.getByText('Your network is empty')).toBeVisible();
  await expect(page.getByTestId('counter-Total Contacts')).toHaveText('0');
  expect((await (await page.request.get('/api/networks')).json()).entries).toEqual([]);
  await page.goto('/');
  await searchByName(page, { firstName: contact.firstName ?? '', lastName: contact.lastName ?? '' });
  await expect(page.getByText(contact.fullName).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'In your network' })).toHaveCount(0);

  // Add and remove again from the profile itself.
  const again = await openProfile(page, contact);
  await again.getByRole('button', { name: 'Add to Network' }).click();
  await expect(again.getByRole('button', { name: 'Remove' })).toBeVisible();
  await again.getByRole('button', { name: 'Remove' }).click();
  await expect(toasts(page).getByText('Removed from network')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Add to Network' })).toBeVisible();
  await expect(again.getByText(/In the networks of/)).toHaveCount(0);
  expect((await (await page.request.get('/api/networks')).json()).entries).toEqual([]);
});

test('a viewer gets 403 from the network API and sees Access Restricted on /network', async ({
  page,
  accounts,
}) => {
  const person = await accounts.approvedUser();
  await accounts.signIn(page, person.email);
  for (const res of [
    await page.request.get('/api/networks'),
    await page.request.post('/api/networks', { data: { contactId: crypto.randomUUID() } }),
  ]) {
    expect(res.status()).toBe(403);
  }
  await page.goto('/network');
  await expect(
    page.getByText('Access Restricted: My Network is available for Admin and Editor users only.'),
  ).toBeVisible();
  const contact = await pickContact(page, 12);
  const dialog = await openProfile(page, contact);
  await expect(dialog.getByRole('button', { name: 'Add to Network' })).toHaveCount(0);
});

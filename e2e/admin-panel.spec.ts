import { isPhone } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test('an admin opens the dashboard as a panel from any page and works in it without leaving', {
  tag: '@phone-too',
}, async ({ page, accounts }) => {
  const person = await accounts.register({ firstName: 'Tomasz', lastName: 'Nowak' });
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/our-impact');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();

  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
  await expect(panel.getByText('System Status: Operational')).toBeVisible();
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the panel or the viewport has no size');
  if (isPhone(page)) {
    // A side sheet: the whole height, against the right edge, sections instead of tabs.
    expect(Math.round(box.height)).toBe(viewport.height);
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
    await expect(panel.getByRole('button', { name: 'User Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  } else {
    // A large dialog: much wider than an ordinary one, with the five tabs.
    expect(box.width).toBeGreaterThan(900);
    await expect(panel.getByRole('tab')).toHaveCount(5);
  }

  await panel
    .getByRole('row')
    .filter({ hasText: person.email })
    .getByRole('button', { name: /^View profile of/ })
    .click();
  const profile = page.getByRole('dialog', { name: 'User Profile' });
  await profile.getByRole('button', { name: 'Approve' }).click();
  await expect(profile.getByTestId('profile-badges')).toContainText('Approved');
  await expect(page).toHaveURL(/\/our-impact$/);
  await profile
    .getByRole('button')
    .filter({ hasText: /^Close$/ })
    .click();
  await expect(profile).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: person.email })).not.toContainText('Pending');

  await panel.getByRole('link', { name: 'Export Data' }).click();
  await expect(page).toHaveURL(/\/admin\/export$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Data Export' })).toBeVisible();
});

test('the Admin Panel entry is only in an admin’s profile menu', async ({ page, accounts }) => {
  await accounts.volunteerAt(page, '/our-impact');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});

/**
 * Keyboard only: every control of the search page, the filters, a contact's profile and the admin sections is
 * reached with Tab and shows where focus is; dialogs open with Enter and close with Escape.
 */
import { tabThrough, unreached } from './fixtures/keyboard.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 30 });

test.beforeEach(async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
});

test('search, filters and a profile, by keyboard only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/^Found \d+ contacts$/)).toBeVisible();

  expect(await tabThrough(page), 'focus not visible').toEqual([]);
  expect(await unreached(page), 'not reachable by Tab').toEqual([]);

  // The filters' panel.
  const toggle = page.getByRole('button', { name: 'Advanced Filters' });
  await tabThrough(page, { until: toggle });
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await tabThrough(page), 'focus not visible with the filters open').toEqual([]);
  expect(await unreached(page, '#advanced-filters'), 'filters not reachable by Tab').toEqual([]);

  // A contact's profile: opened with Enter, walked with Tab (focus stays inside), closed with Escape.
  const opener = page.getByRole('row').nth(1).getByRole('button').first();
  await tabThrough(page, { until: opener });
  await page.keyboard.press('Enter');
  const profile = page.getByRole('dialog');
  await expect(profile.getByRole('heading', { name: 'Campaign Status' })).toBeVisible();
  // Add to Network waits, disabled and so out of the Tab order, until the network check answers.
  await expect(profile.getByRole('button', { name: 'Add to Network' })).toBeEnabled();
  expect(await tabThrough(page), 'focus not visible in the profile').toEqual([]);
  expect(await unreached(page, '[role="dialog"]'), 'not reachable in the profile').toEqual([]);
  await expect(profile.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the admin sections, by keyboard only', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const sections = ['User Management', 'Audit Logs', 'Who Read What', 'Settings', 'Data Management'];
  const first = page.getByRole('tab', { name: sections[0] });
  await tabThrough(page, { until: first });
  // The ARIA tabs pattern: arrows move between the tabs, Tab goes on into the shown panel.
  for (const section of [...sections.slice(1), sections[0]]) {
    await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name: section });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: section })).toBeVisible();
  }
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: sections.at(-1) })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  expect(await tabThrough(page), 'focus not visible').toEqual([]);
  expect(await unreached(page), 'not reachable by Tab').toEqual([]);
});

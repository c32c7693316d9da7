/**
 * Text people store is shown as text, never run as HTML: script and image payloads in a contact's
 * notes, a volunteer-added email and a user's name appear literally on the pages that show them.
 */
import type { Page } from '@playwright/test';
import { openProfile, pickContact, signInAsEditor } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 60 });

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const NOTES = `${IMG}${SCRIPT} & "quotes" 'single' 𝕏 مرحبا`;
const EMAIL = '<b>bold</b>@example.org';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
}

test('payloads in notes, an added email and a name show as text and never run', async ({
  page,
  accounts,
  adminApi,
}, testInfo) => {
  // The editor's own name is the payload.
  const tag = `${testInfo.project.name}-${Date.now()}`;
  await signInAsEditor(page, accounts, adminApi);
  const me = await (await page.request.get('/api/auth/user')).json();
  const profile = await page.request.patch('/api/auth/profile', {
    data: {
      firstName: IMG,
      lastName: `${SCRIPT}${tag}`,
      phone: '',
      address: me.address ?? '',
      city: me.city ?? '',
      state: me.state ?? '',
      zipCode: me.zipCode ?? '',
    },
  });
  expect(profile.status()).toBe(200);

  const contact = await pickContact(page, testInfo.project.name === 'mobile' ? 7 : 8);
  expect((await page.request.patch(`/api/contacts/${contact.id}`, { data: { notes: NOTES } })).status()).toBe(
    200,
  );
  const added = await page.request.post(`/api/contacts/${contact.id}/emails`, { data: { email: EMAIL } });
  expect(added.status()).toBe(201);

  // The contact profile: notes, the added email and the timeline's After value, all literal.
  const dialog = await openProfile(page, contact);
  await expect(dialog.getByText(NOTES, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText(EMAIL, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page);

  // The user's name in the profile menu.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByTestId('menu-user-name')).toHaveText(`${IMG} ${SCRIPT}${tag}`);
  await expectNothingRan(page);

  // An admin sees the name in User Management and the note in the audit log.
  await page.context().clearCookies();
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByText(`${IMG} ${SCRIPT}${tag}`).first()).toBeAttached();
  await expectNothingRan(page);
});

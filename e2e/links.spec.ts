import type { Page } from '@playwright/test';
import { ADMIN, expect, test, uniqueEmail } from './fixtures/test.js';

const linkPath = (text: string) =>
  new URL(text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? 'http://x/').pathname;

async function expectUnusable(page: Page) {
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  // Said before any typing: there is no password field to fill.
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
}

test('an unknown reset link says it expired or was used, before any typing, and offers a new one', async ({
  page,
}) => {
  await page.goto('/reset-password/no-such-token-at-all');
  await expectUnusable(page);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link already used says so when opened again', async ({ page, smtp, accounts, request }) => {
  const person = await accounts.approvedUser();
  await request.post('/api/auth/password-reset', { data: { email: person.email } });
  const path = linkPath((await smtp.waitFor(person.email, /Reset your Groundwork password/)).text);
  await page.goto(path);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  const token = path.split('/').pop();
  const used = await request.post('/api/auth/password-reset/confirm', {
    data: { token, newPassword: 'a new password here' },
  });
  expect(used.ok()).toBe(true);
  await page.reload();
  await expectUnusable(page);
});

test('a link opened while signed in offers to sign out, then opens', async ({
  page,
  smtp,
  accounts,
  request,
}) => {
  const person = await accounts.approvedUser();
  await request.post('/api/auth/password-reset', { data: { email: person.email } });
  const path = linkPath((await smtp.waitFor(person.email, /Reset your Groundwork password/)).text);
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out and open the link' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // The admin's session ended on the server, not only on the page.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('an admin resends an invitation from the user profile', async ({ page, smtp, accounts, adminApi }) => {
  const email = uniqueEmail('invitee');
  const created = await adminApi.post('/api/admin/users', { data: { email, firstName: 'Ines' } });
  expect(created.status()).toBe(201);
  const first = linkPath((await smtp.waitFor(email, /invited/i)).text);

  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin?user=${(await created.json()).user.id}`);
  const dialog = page.getByRole('dialog', { name: 'User Profile' });
  const received = smtp.received.length;
  await dialog.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Notifications \(F8\)/, includeHidden: true })
      .getByText('Invitation sent'),
  ).toBeVisible();
  await expect.poll(() => smtp.received.slice(received).some((m) => m.to.includes(email))).toBe(true);

  // The first link no longer works: only the newest invitation does.
  await page.context().clearCookies();
  await page.goto(first);
  await expectUnusable(page);
});

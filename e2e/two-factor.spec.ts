import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { toasts } from './fixtures/contacts.js';
import { expect, openNavigation, PASSWORD, test } from './fixtures/test.js';

/** The code the person's authenticator app shows `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
}

async function signOut(page: Page) {
  await openNavigation(page);
  await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click();
  await expect(page.getByRole('link', { name: 'Sign In to Continue' })).toBeVisible();
}

test('a volunteer turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
  accounts,
}) => {
  const person = await accounts.volunteerAt(page, '/');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByText('Account Settings').click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await settings.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(settings.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await settings.getByTestId('two-factor-key').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await settings.getByLabel('Code from your app').fill('000000');
  await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(toasts(page).getByText(/That code is not right/)).toBeVisible();
  await settings.getByLabel('Code from your app').fill(await codeFor(secret, -1));
  await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codeItems = settings.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await settings.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(settings.getByText('Two-factor sign-in is on')).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  // With the app's code.
  await signInWithPassword(page, person.email);
  await page.getByLabel('Code').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  await signOut(page);

  // With a recovery code; the same recovery code a second time is refused.
  const recovery = codes[3] ?? '';
  await signInWithPassword(page, person.email);
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  await signOut(page);
  await signInWithPassword(page, person.email);
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts(page).getByText(/That code is not right/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an admin who just turned it on is told a used code was just used, and cannot reset their own', async ({
  page,
  accounts,
  adminApi,
}) => {
  const person = await accounts.register({ firstName: 'Tess', lastName: 'Twostep' });
  const users = await (await adminApi.get('/api/admin/users')).json();
  const id = users.find((u: { email: string }) => u.email === person.email).id;
  expect((await adminApi.patch(`/api/admin/users/${id}/approve`, { data: { role: 'admin' } })).ok()).toBe(
    true,
  );
  await accounts.signIn(page, person.email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByText('Account Settings').click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await settings.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await settings.getByTestId('two-factor-key').textContent()) ?? '';
  const code = await codeFor(secret);
  await settings.getByLabel('Code from your app').fill(code);
  await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await settings.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.keyboard.press('Escape');
  await signOut(page);

  // The same code again, within its 30 seconds: not "wrong", but used.
  await signInWithPassword(page, person.email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    toasts(page).getByText('That code was just used. Wait for the next code in your app and enter it.'),
  ).toBeVisible();
  await page.getByLabel('Code').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();

  // Their own profile in the dashboard offers no reset: that is Account Settings' job, with the password.
  await page.goto(`/admin?user=${id}`);
  const profile = page.getByRole('dialog', { name: 'User Profile' });
  await expect(profile.getByText('On (change yours in Account Settings)')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Reset two-factor sign-in' })).toHaveCount(0);
});

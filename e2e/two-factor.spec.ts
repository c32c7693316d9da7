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
  const person = await accounts.approvedUser();
  await accounts.signIn(page, person.email);
  await page.goto('/');
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

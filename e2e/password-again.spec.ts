import { expect, PASSWORD, test } from './fixtures/test.js';

// The password counts for 3 seconds here instead of 10 minutes, so the test need not wait that long.
test.use({ serverEnv: { PASSWORD_AGAIN_AFTER_SECONDS: '3' } });

test('turning on two-factor sign-in long after signing in asks for the password in place, then goes on', async ({
  page,
  accounts,
}) => {
  await accounts.volunteerAt(page, '/');
  await page.waitForTimeout(3_500);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByText('Account Settings').click();
  const settings = page.getByRole('dialog', { name: 'Account Settings' });
  await settings.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  const ask = page.getByRole('dialog', { name: 'Enter your password' });
  await ask.getByLabel('Password').fill('not my password');
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(ask.getByText('Your current password is not correct.')).toBeVisible();
  await ask.getByLabel('Password').fill(PASSWORD);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(ask).toBeHidden();
  await expect(settings.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
});

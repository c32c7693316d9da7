import { ADMIN, expect, openNavigation, PASSWORD, test, toasts, uniqueEmail } from './fixtures/test.js';

test('a volunteer registers, is approved by an admin, gets the mail, logs in and signs out', async ({
  page,
  smtp,
  accounts,
}) => {
  const email = uniqueEmail('maria');
  await page.goto('/');
  await page.getByRole('link', { name: 'Request To Join' }).click();
  await page.getByLabel('First name').fill('María');
  await page.getByLabel('Last name').fill('Ortega-Díaz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('8505550123');
  await expect(page.getByLabel('Phone')).toHaveValue('(850) 555-0123');
  await page.getByLabel('Street address').fill('12 Oak St');
  await page.getByLabel('City').fill('Tallahassee');
  await page.getByLabel('State').fill('FL');
  await page.getByLabel('ZIP code').fill('32301');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Request to join' }).click();
  await expect(page.getByText('Registration Complete')).toBeVisible();
  await expect(toasts(page).getByText('Registration Successful!')).toBeVisible();

  await accounts.approve(email);
  const mail = await smtp.waitFor(email, /approved/);
  expect(mail.text).toContain('/login');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
  // Approved as a viewer: the first screen says what a viewer can do, and whom to ask for more.
  const welcome = page.getByRole('region', { name: 'Welcome to Groundwork, María!' });
  await expect(welcome).toContainText('You are a Viewer.');
  await expect(welcome).toContainText('ask an admin to make you an Editor');
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toHaveCount(0);
  await openNavigation(page);
  await expect(page.getByTestId('sidebar-user-name').filter({ visible: true })).toHaveText(
    'María Ortega-Díaz',
  );
  await expect(page.getByTestId('sidebar-user-role').filter({ visible: true })).toHaveText('Viewer');
  await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click();
  await expect(page.getByRole('link', { name: 'Sign In to Continue' })).toBeVisible();
});

test('Request To Join marks its required fields and checks each one as it is left', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('All fields are required (marked *).')).toBeVisible();
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'City', 'Date of birth'])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');

  // Leaving a field empty says so at once, before "Request to join"; fixing it clears the message.
  await page.getByLabel('First name').focus();
  await page.getByLabel('First name').blur();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toHaveCount(0);
  await page.getByLabel('First name').fill('María');
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await page.getByLabel('Phone').fill('85055');
  await page.getByLabel('Phone').blur();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
});

test('the registration form shows every problem in the product wording before sending anything', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('maria@');
  await expect(page.getByText('Please enter a valid email address with @ and proper domain')).toBeVisible();
  await page.getByLabel('Phone').fill('85055');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Request to join' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid 10-digit phone number',
    'Address is required',
    'City is required',
    'Date of birth is required',
    'Password must be at least 8 characters',
    "Passwords don't match",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a pending volunteer cannot log in and is told why', async ({ page, accounts }) => {
  const person = await accounts.register();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await expect(toasts(page).getByText('Your account is awaiting administrator approval.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('login with empty fields asks for both', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toasts(page).getByText('Please enter both email and password')).toBeVisible();
});

test('forgot password: the mailed link sets a new password, then the login page follows', async ({
  page,
  smtp,
  accounts,
}) => {
  const person = await accounts.approvedUser();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();

  const mail = await smtp.waitFor(person.email, /Reset your Groundwork password/);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel('New password', { exact: true }).fill('my new password');
  await page.getByLabel('Confirm new password').fill('my new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Complete')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('my new password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
});

test('a reset link without its code says so and leads back to the request form', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(toasts(page).getByText('The password reset link is invalid or expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6000 });
});

test('a viewer sees neither My Network nor Admin Tools', async ({ page, accounts }) => {
  await accounts.volunteerAt(page, '/');
  await openNavigation(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Network' })).toHaveCount(0);
  await expect(page.getByText('Admin Tools')).toHaveCount(0);
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
});

test('an admin sees who waits for approval under the notification button', async ({ page, accounts }) => {
  const person = await accounts.register({ firstName: 'Kwame', lastName: 'Mensah' });
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('Kwame Mensah is waiting for approval')).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
});

test('the theme choice survives a reload', async ({ page, accounts }) => {
  await accounts.volunteerAt(page, '/');
  await openNavigation(page);
  await page.getByRole('button', { name: 'Dark mode' }).filter({ visible: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).not.toHaveClass(/glass/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

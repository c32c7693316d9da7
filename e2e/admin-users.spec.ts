import type { Locator, Page } from '@playwright/test';
import { isPhone } from './fixtures/contacts.js';
import { ADMIN, expect, openNavigation, PASSWORD, test, toasts, uniqueEmail } from './fixtures/test.js';

/** Signs the admin in and opens the dashboard the way a person does: Admin Tools, or the drawer's entry. */
async function openDashboard(page: Page) {
  await page.goto('/');
  await openNavigation(page);
  if (isPhone(page)) await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  else await page.getByRole('link', { name: 'Admin Tools' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/**
 * The toast region while a modal dialog is open: the dialog hides everything outside it from the
 * accessibility tree (screen readers hear the toast through Radix's own live announcement instead).
 */
const toastsBehindDialog = (page: Page) =>
  page.getByRole('region', { name: /^Notifications \(F8\)/, includeHidden: true });

/** The dialog's own Close button, not the corner X (also named "Close"). */
const closeButton = (dialog: Locator) => dialog.getByRole('button').filter({ hasText: /^Close$/ });

test.describe('as an admin', () => {
  test.beforeEach(async ({ page, accounts }) => {
    await accounts.signIn(page, ADMIN.email, ADMIN.password);
  });

  test('an admin opens the dashboard and approves a registration from the notification bell', {
    tag: '@phone-too',
  }, async ({ page, accounts }) => {
    const person = await accounts.register({ firstName: 'Amara', lastName: 'Okafor' });
    await openDashboard(page);
    await expect(page.getByText('System Status: Operational')).toBeVisible();
    for (const stat of ['Total Contacts', 'Active Users', 'Edits Today'])
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.getByText('Data Quality', { exact: true })).toHaveCount(isPhone(page) ? 1 : 0);
    // The figure says what it measures.
    await expect(page.getByText(/^Share of active voters with a birth date/)).toHaveCount(
      isPhone(page) ? 1 : 0,
    );
    await expect(page.getByTestId('stat-active-users')).toHaveText(/^\d[\d,]*$/);

    if (isPhone(page)) {
      const section = page.getByRole('button', { name: 'User Management' });
      await expect(section).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    const row = userRow(page, person.email);
    await expect(row).toContainText('Amara Okafor');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Never');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem').filter({ hasText: person.email }).click();
    await expect(page).toHaveURL(/\/admin\?user=[0-9a-f-]+$/);
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await expect(dialog).toContainText(person.email);
    for (const section of [
      'Personal Information',
      'Contact Information',
      'Address Information',
      'Account Information',
    ])
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    await expect(dialog).toContainText('(850) 555-0199');
    await expect(dialog).toContainText('Jun 15, 1985');
    await expect(dialog.getByTestId('profile-badges')).toContainText('Pending');

    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toastsBehindDialog(page).getByText('User approved successfully')).toBeVisible();
    await expect(dialog.getByTestId('profile-badges')).toContainText('Approved');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await closeButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(userRow(page, person.email)).not.toContainText('Pending');
  });

  test('an admin approves a registration with the role chosen in its profile, in one step', async ({
    page,
    accounts,
  }) => {
    const person = await accounts.register({ firstName: 'Idris', lastName: 'Bello' });
    await openDashboard(page);
    await userRow(page, person.email).getByRole('button', { name: `View profile of Idris Bello` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const role = dialog.getByLabel('Role when approved');
    // "Approved volunteers start as" is Editor unless an admin changed it.
    await expect(role).toHaveValue('editor');
    await role.selectOption('viewer');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toastsBehindDialog(page).getByText('User approved successfully')).toBeVisible();
    await expect(dialog.getByTestId('profile-badges')).toContainText('Approved');
    await expect(dialog.getByTestId('profile-badges')).toContainText('Viewer');
    await expect(dialog.getByLabel('Role when approved')).toHaveCount(0);
  });

  test('Approve asks the role in place; one tap approves as an Editor, who is welcomed and told what they can do', async ({
    page,
    accounts,
    smtp,
    browser,
    baseURL,
  }) => {
    const person = await accounts.register({ firstName: 'Tomás', lastName: 'Reyes' });
    await openDashboard(page);
    const row = userRow(page, person.email);
    await row.getByRole('button', { name: 'Approve Tomás Reyes' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Approve Tomás Reyes as');
    const choices = menu.getByRole('menuitem');
    await expect(choices).toHaveText([/^Editor \(suggested\)/, /^Viewer/, /^Admin/]);
    await choices.first().click();
    await expect(toasts(page).getByText('User approved successfully')).toBeVisible();
    await expect(row).toContainText('Editor');
    await expect(row).not.toContainText('Pending');

    const mail = await smtp.waitFor(person.email, /approved/);
    expect(mail.text).toContain('approved your request as an Editor');
    expect(mail.text).toContain('work the walk and call lists');

    // The volunteer signs in for the first time, on their own device.
    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const volunteer = await context.newPage();
    for (const time of ['first', 'again'] as const) {
      await volunteer.goto('/login');
      await volunteer.getByLabel('Email').fill(person.email);
      await volunteer.getByLabel('Password').fill(PASSWORD);
      await volunteer.getByRole('button', { name: 'Login' }).click();
      const welcome = volunteer.getByRole('region', { name: 'Welcome to Groundwork, Tomás!' });
      if (time === 'first') {
        await expect(toasts(volunteer).getByText('Welcome!', { exact: true })).toBeVisible();
        await expect(welcome).toContainText('You are an Editor. As an Editor you can search voters');
        await welcome.getByRole('link', { name: 'Open My Lists' }).click();
        await expect(volunteer.getByRole('heading', { name: 'My Lists' })).toBeVisible();
        await expect(volunteer.getByText('Access Restricted')).toHaveCount(0);
        await expect(welcome).toHaveCount(0);
        await volunteer.context().clearCookies();
      } else {
        await expect(toasts(volunteer).getByText('Welcome back!')).toBeVisible();
        await expect(volunteer.getByRole('heading', { name: 'Search Contacts' })).toBeVisible();
        await expect(welcome).toHaveCount(0);
      }
    }
    await context.close();
  });

  test('a role chosen for a pending registration is the role it is approved with, and the cards follow', async ({
    page,
    accounts,
  }) => {
    const person = await accounts.register({ firstName: 'Priya', lastName: 'Okoro' });
    await openDashboard(page);
    const activeStat = page.getByTestId('stat-active-users');
    await expect(activeStat).toHaveText(/^\d[\d,]*$/);
    const activeUsers = Number((await activeStat.textContent())?.replace(/,/g, ''));
    const row = userRow(page, person.email);
    await row.getByRole('button', { name: /^Edit role of/ }).click();
    await row.getByRole('combobox', { name: /^Role for/ }).selectOption('viewer');
    await row.getByRole('button', { name: 'Save role' }).click();
    await expect(toasts(page).getByText('User role updated successfully')).toBeVisible();

    // The profile starts its "Role when approved" at the role chosen, not at the setting's Editor.
    await row.getByRole('button', { name: 'View profile of Priya Okoro' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await expect(dialog.getByLabel('Role when approved')).toHaveValue('viewer');
    await closeButton(dialog).click();

    // The row's Approve offers that role first.
    await row.getByRole('button', { name: 'Approve Priya Okoro' }).click();
    await expect(page.getByRole('menuitem').first()).toContainText('Viewer (suggested)');
    await page.getByRole('menuitem').first().click();
    await expect(toasts(page).getByText('User approved successfully')).toBeVisible();
    await expect(row).toContainText('Viewer');
    await expect(row).not.toContainText('Pending');
    await expect(activeStat).toHaveText((activeUsers + 1).toLocaleString('en-US'));
  });

  test('an admin changes a role inline, and cannot change their own account', async ({ page, accounts }) => {
    const person = await accounts.approvedUser();
    await openDashboard(page);
    const row = userRow(page, person.email);
    await expect(row).toContainText('Viewer');

    await row.getByRole('button', { name: /^Edit role of/ }).click();
    await row.getByRole('combobox', { name: /^Role for/ }).selectOption('admin');
    await row.getByRole('button', { name: 'Cancel role change' }).click();
    await expect(row).toContainText('Viewer');

    await row.getByRole('button', { name: /^Edit role of/ }).click();
    await row.getByRole('combobox', { name: /^Role for/ }).selectOption('editor');
    await row.getByRole('button', { name: 'Save role' }).click();
    await expect(toasts(page).getByText('User role updated successfully')).toBeVisible();
    await expect(row).toContainText('Editor');
    await expect(row.getByRole('combobox')).toHaveCount(0);

    const self = userRow(page, ADMIN.email);
    await expect(self).toContainText('(you)');
    await expect(self.getByRole('button', { name: /^View profile of/ })).toBeVisible();
    for (const action of [/^Edit role of/, /^Deactivate/, /^Delete/])
      await expect(self.getByRole('button', { name: action })).toHaveCount(0);
  });

  test('an admin deactivates and re-activates a user', async ({ page, accounts }) => {
    const person = await accounts.approvedUser();
    await openDashboard(page);
    const row = userRow(page, person.email);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: /^Deactivate/ }).click();
    await expect(toasts(page).getByText('User status updated successfully')).toBeVisible();
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: /^View profile of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await expect(dialog.getByTestId('profile-badges')).toContainText('Inactive');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(toastsBehindDialog(page).getByText('User status updated successfully')).toBeVisible();
    await expect(dialog.getByTestId('profile-badges')).not.toContainText('Inactive');
    await closeButton(dialog).click();
    await expect(row).not.toContainText('Inactive');
  });

  test('an admin adds a user, who is mailed an invitation', async ({ page, smtp }) => {
    const email = uniqueEmail('invited');
    await openDashboard(page);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    const create = dialog.getByRole('button', { name: 'Create User' });
    await expect(create).toBeDisabled();
    await expect(dialog.getByLabel('Role')).toHaveValue('viewer');

    await dialog.getByLabel('Email').fill('not-an-email');
    await create.click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Tomás');
    await dialog.getByLabel('Last name').fill('Reyes');
    await dialog.getByLabel('Role').selectOption('editor');
    await create.click();
    await expect(toasts(page).getByText('User created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = userRow(page, email);
    await expect(row).toContainText('Tomás Reyes');
    await expect(row).toContainText('Editor');
    await smtp.waitFor(email, /invited/i);

    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toastsBehindDialog(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(toastsBehindDialog(page).getByText(/already exists/)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('an admin deletes a user after confirming', async ({ page, accounts }) => {
    const person = await accounts.approvedUser();
    await openDashboard(page);
    const row = userRow(page, person.email);
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user?' });
    await expect(confirm).toContainText(person.email);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(toasts(page).getByText('User deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(userRow(page, person.email)).toHaveCount(0);
  });

  test('an admin exports the users as a spreadsheet', async ({ page }) => {
    await openDashboard(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Users' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(toasts(page).getByText('User Export Complete')).toBeVisible();
  });

  test("an admin lifts one person's read budget from their profile", async ({ page, accounts, adminApi }) => {
    const person = await accounts.approvedUser({ firstName: 'Rhea', lastName: 'Reader' });
    const listed = await (await adminApi.get('/api/admin/users')).json();
    const id = listed.find((u: { email: string }) => u.email === person.email).id;
    await page.goto(`/admin?user=${id}`);
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const budget = dialog.getByRole('form', { name: 'Read budget' });
    const profiles = budget.getByLabel('Profiles per hour');
    // The whole admin page loads first: on a loaded CI machine that alone has taken over 10 s.
    await expect(profiles).toHaveValue('', { timeout: 30_000 });
    await expect(profiles).toHaveAttribute('placeholder', 'Setting: 300');
    await profiles.fill('-3');
    await budget.getByRole('button', { name: 'Save Read Budget' }).click();
    await expect(budget.getByRole('alert')).toHaveText('Profiles per hour must be at least 0');
    await profiles.fill('1200');
    await budget.getByRole('button', { name: 'Save Read Budget' }).click();
    await expect(toastsBehindDialog(page).getByText('Read budget updated')).toBeVisible();

    const after = await (await adminApi.get('/api/admin/users')).json();
    expect(after.find((u: { id: string }) => u.id === id)).toMatchObject({
      readBudgetProfiles: 1200,
      readBudgetSearchRows: null,
    });
    await page.reload();
    await expect(
      page.getByRole('dialog', { name: 'User Profile' }).getByLabel('Profiles per hour'),
    ).toHaveValue('1200');
  });

  test('each user shows name, email, role, status and actions without scrolling sideways', {
    tag: '@phone-too',
  }, async ({ page, accounts }) => {
    const person = await accounts.register({ firstName: 'Wanda', lastName: 'Widthwise' });
    await openDashboard(page);
    const row = userRow(page, person.email);
    await row.scrollIntoViewIfNeeded();
    for (const part of [
      row.getByText('Wanda Widthwise'),
      row.getByText(person.email),
      row.getByText('Pending'),
      row.getByText(/^editor$/i),
      row.getByRole('button', { name: 'Approve Wanda Widthwise' }),
      row.getByRole('button', { name: 'Reject Wanda Widthwise' }),
      row.getByRole('button', { name: 'Delete Wanda Widthwise' }),
    ])
      await expect(part).toBeInViewport();
    // Nothing of the users list lies beyond the right edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const table = page.getByRole('table', { name: 'Users' });
    expect(await table.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await row.getByRole('button', { name: 'Approve Wanda Widthwise' }).click();
    const suggested = page.getByRole('menuitem', { name: /^Editor \(suggested\)/ });
    await expect(suggested).toBeInViewport();
    await suggested.click();
    await expect(toasts(page).getByText('User approved successfully')).toBeVisible();
  });

  test('/admin?user=<id> of a user that does not exist says so', async ({ page }) => {
    await page.goto('/admin?user=00000000-0000-4000-8000-000000000000');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await expect(dialog).toContainText('This user no longer exists.', { timeout: 30_000 }); // a loaded machine
  });
});

test.describe('without admin rights', () => {
  test('a viewer gets "Access Denied" on /admin and lands on the home page', async ({ page, accounts }) => {
    await accounts.volunteerAt(page, '/admin');
    await expect(toasts(page).getByText('Access Denied')).toBeVisible();
    await expect(toasts(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a signed-out visitor gets "Access Denied" on /admin and lands on the landing page', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(toasts(page).getByText('Access Denied')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await expect(page.getByRole('link', { name: 'Sign In to Continue' })).toBeVisible();
  });
});

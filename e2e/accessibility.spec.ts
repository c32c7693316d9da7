/**
 * Every screen and dialog, in each theme, on desktop and on a phone (the two projects), has no violation of
 * the WCAG 2.0/2.1/2.2 A and AA rules axe-core checks, and nothing on it scrolls sideways: this is the phone
 * layout check of the screens whose flows run on the desktop only (playwright.config.ts).
 */
import type { Locator, Page } from '@playwright/test';
import {
  SUPPORTER_STATUSES,
  THEME_STORAGE_KEY,
  THEMES,
  VOLUNTEER_LIKELINESS,
} from '../src/common/constants.js';
import { axeViolations } from './fixtures/axe.js';
import { apiSearch, isPhone } from './fixtures/contacts.js';
import { ADMIN, expect, openNavigation, test } from './fixtures/test.js';

test.use({ demoVoters: 60 });
// The sync conflict needs the page offline; the service worker would answer its requests instead.
test.use({ serviceWorkers: 'block' });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

for (const theme of THEMES) {
  test(`no accessibility violation on any screen in the ${theme} theme`, { tag: '@phone-too' }, async ({
    page,
    smtp,
    accounts,
    adminApi,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [THEME_STORAGE_KEY, theme],
    );
    const found: string[] = [];
    const scan = async (where: string) => {
      found.push(...(await axeViolations(page, where)));
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways > 0) found.push(`${where}: the page scrolls sideways by ${sideways} px`);
    };
    // A button keeps its contrast under the pointer too (the pointer often rests where a dialog opens).
    const scanHovered = async (button: Locator, where: string) => {
      await button.hover();
      await page.waitForTimeout(300); // the colour transition
      await scan(`${where} under the pointer`);
      await page.mouse.move(0, 0);
    };
    const visit = async (path: string, name: string | RegExp) => {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible({ timeout: 30_000 }); // a loaded CI machine
      await scan(path);
    };

    await visit('/', /Groundwork|Campaign/);
    await visit('/login', 'Log in');
    await visit('/register', 'Request to join');
    await visit('/forgot-password', 'Forgot your password?');
    // A reset link is checked before the form shows: an unknown one says so, a live one asks for the password.
    await visit('/reset-password/some-token', 'This link has expired or was already used');
    const person = await accounts.approvedUser();
    const reset = await page.request.post('/api/auth/password-reset', { data: { email: person.email } });
    expect(reset.ok(), await reset.text()).toBe(true);
    const mail = await smtp.waitFor(person.email, /Reset your Groundwork password/);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? '';
    await visit(new URL(link).pathname, 'Choose a new password');
    await visit('/no-such-page', '404 Page Not Found');

    const signIn = await page.request.post('/api/auth/login', { data: ADMIN });
    expect(signIn.ok()).toBe(true);
    // Every supporter and volunteer badge on the first page of results.
    const { contacts } = await apiSearch(page, 'page=1');
    for (const [i, contact] of contacts.slice(0, 4).entries()) {
      const res = await page.request.patch(`/api/contacts/${contact.id}`, {
        headers: { origin: new URL(page.url()).origin },
        data: {
          supporterStatus: SUPPORTER_STATUSES[i % SUPPORTER_STATUSES.length],
          volunteerLikeliness: VOLUNTEER_LIKELINESS[i % VOLUNTEER_LIKELINESS.length],
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }

    // A survey question, so the filters offer the survey answer too (one for all the themes' runs).
    const questions: unknown[] = await (await page.request.get('/api/admin/survey-questions')).json();
    if (questions.length === 0) {
      const res = await page.request.post('/api/admin/survey-questions', {
        data: { text: 'Would you put up a yard sign?', choices: ['Yes', 'No'] },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }

    // Search with results, its filters, and a contact's profile.
    await visit('/', 'Search Contacts');
    await expect(page.getByText(/^Found \d+ contacts$/)).toBeVisible();
    await scan('search results');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' }).getByLabel('Survey answer')).toBeVisible();
      await scan('filter sheet');
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByTestId('result-card').first().getByRole('button', { name: 'View' }).click();
    } else {
      await page.getByRole('button', { name: 'Advanced Filters' }).click();
      await expect(page.getByLabel('Party')).toBeVisible();
      await expect(page.getByLabel('Survey answer')).toBeVisible();
      await scan('advanced filters');
      await page.getByRole('row').nth(1).getByRole('button').first().click();
    }
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Campaign Status' })).toBeVisible();
    await scan('contact profile');
    const recordForm = page.getByRole('dialog').getByTestId('record-attempt');
    await recordForm.getByRole('button', { name: 'Text', exact: true }).click();
    await recordForm.getByRole('button', { name: /^Talked: / }).click();
    await expect(recordForm.getByRole('button', { name: 'Supporter', exact: true })).toBeVisible();
    await scan('record an attempt, talked');
    await recordForm.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(recordForm.getByRole('button', { name: /^Talked: / })).toHaveCount(0);
    // A note saved offline that meets a newer one on the server: the sync conflict dialog.
    const profileName = await page.getByRole('dialog').getByRole('heading').first().textContent();
    const contactId = contacts.find((c) => c.fullName === profileName?.trim())?.id;
    expect(contactId, `the profile of ${profileName} among the first results`).toBeTruthy();
    const notes = page.getByRole('dialog').getByRole('region', { name: 'Notes' });
    await page.context().setOffline(true);
    await notes.getByRole('button', { name: 'Edit' }).click();
    await notes.getByLabel('Notes').fill(`Mine (${theme})`);
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    const current = await (await adminApi.get(`/api/contacts/${contactId}`)).json();
    const theirs = await adminApi.patch(`/api/contacts/${contactId}`, {
      data: { notes: `Theirs (${theme})`, expectedUpdatedAt: current.updatedAt },
    });
    expect(theirs.ok(), await theirs.text()).toBe(true);
    await page.context().setOffline(false);
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this contact' });
    await expect(conflict.getByTestId('conflict-theirs')).toHaveText(`Theirs (${theme})`);
    await scan('sync conflict dialog');
    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await expect(conflict).toHaveCount(0);
    // As a keyboard user would, once the focus is back in the profile: until then the closing choice (which
    // ignores Escape) still holds the key for a moment.
    await expect
      .poll(() => page.getByRole('dialog').evaluate((profile) => profile.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    if (!isPhone(page)) {
      await page.getByRole('button', { name: 'Make a List' }).click();
      await expect(page.getByRole('dialog', { name: 'Make a list from this search' })).toBeVisible();
      await scan('make list dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    await openNavigation(page);
    await scan(isPhone(page) ? 'navigation drawer' : 'sidebar');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByText('View Profile').click();
    await expect(page.getByRole('dialog', { name: 'Account Information' })).toBeVisible();
    await scan('account information');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByText('Account Settings').click();
    await expect(page.getByRole('dialog', { name: 'Account Settings' })).toBeVisible();
    await scan('account settings');

    await visit('/welcome', 'Welcome to Groundwork');
    await visit('/no-such-page', '404 Page Not Found');
    // A walk list and a call list of a few voters, then My Lists with both.
    for (const kind of ['walk', 'call'] as const) {
      const made = await page.request.post('/api/lists', {
        headers: { origin: new URL(page.url()).origin },
        data: { name: `A ${kind} list (${theme})`, kind, filters: { lastName: contacts[0]?.lastName ?? '' } },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = await made.json();
      await visit(`/lists/${id}`, `A ${kind} list (${theme})`);
      if (kind === 'walk') {
        await page.getByRole('button', { name: 'Rename or assign' }).click();
        await expect(page.getByRole('dialog', { name: 'Rename or assign the list' })).toBeVisible();
        await scan('edit list dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    await visit('/lists', 'My Lists');

    await visit('/network', 'My Network');
    await visit('/our-impact', 'Our Impact');
    await visit('/talking-points', 'Talking Points');
    await visit('/share', /^Share /);
    await visit('/glassmorphism', /./);
    await visit('/admin/export', /Export/);
    await expect(page.getByText('Export Preview')).toBeVisible();
    await scan('/admin/export with its preview');
    await page.getByRole('button', { name: 'Advanced Filters (Optional)' }).click();
    await expect(page.getByLabel('Survey answer')).toBeVisible();
    await scan('/admin/export with its filters');

    await visit('/admin', 'Admin Dashboard');
    for (const section of ['User Management', 'Audit Logs', 'Settings', 'Data Management']) {
      if (isPhone(page)) {
        const toggle = page.getByRole('button', { name: section, exact: true });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await page.getByRole('tab', { name: section }).click();
        await expect(page.getByRole('tabpanel', { name: section })).toBeVisible();
      }
      // Scanned once its data has loaded, not while it shows the spinner.
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      await scan(`admin: ${section}`);
      if (section === 'User Management') {
        await scanHovered(page.getByRole('button', { name: 'Add User' }), 'Add User button');
        await page.getByRole('button', { name: 'Add User' }).click();
        await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
        await scan('add user dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const row = page.getByRole('row').filter({ hasText: person.email });
        await row.getByRole('button', { name: /^View profile of/ }).click();
        await expect(page.getByRole('dialog', { name: 'User Profile' })).toContainText(person.email);
        await scan('user profile dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await row.getByRole('button', { name: /^Delete/ }).click();
        await expect(page.getByRole('dialog', { name: 'Delete user?' })).toContainText(person.email);
        await scan('delete user dialog');
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      if (section === 'Data Management') {
        await scanHovered(page.getByRole('button', { name: 'WIPE ENTIRE DATABASE' }), 'wipe button');
        await page.getByRole('button', { name: 'WIPE ENTIRE DATABASE' }).click();
        await expect(page.getByRole('dialog', { name: 'Wipe the entire database?' })).toBeVisible();
        await scan('wipe dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }

    expect(found, found.join('\n')).toHaveLength(0);
  });
}

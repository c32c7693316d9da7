import type { Page } from '@playwright/test';
import { ADMIN, expect, openNavigation, test, toasts } from './fixtures/test.js';

/** Replaces window.open with a recorder, so the share links can be read without leaving the page. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return { opener: window, closed: false } as unknown as Window;
    }) as typeof window.open;
  });
  return async () => page.evaluate(() => (window as unknown as { opened: string[] }).opened.splice(0));
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('Share: copy texts and emails, send an email, and open the social share links', async ({
  page,
  context,
  accounts,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const opened = await recordWindowOpen(page);
  const person = await accounts.approvedUser({ firstName: 'Sally', lastName: 'Sender' });
  await accounts.signIn(page, person.email);
  await page.goto('/');
  await openNavigation(page);
  await page.getByRole('link', { name: 'Share Story' }).click();
  await expect(page.getByRole('heading', { name: "Share Alex Rivera's Story" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin Panel' })).toHaveCount(0);

  // Prewritten text: the first option is open; Copy to Clipboard reads "Copied!" for 2 seconds.
  const firstText = await page.getByTestId('text-body').first().textContent();
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toasts(page).getByText('Text has been copied to your clipboard.')).toBeVisible();
  expect(await clipboard(page)).toBe(firstText);
  expect(firstText).toContain('https://example.org');
  await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({ timeout: 4000 });
  await page.getByRole('button', { name: /^Option 3:/ }).click();
  await expect(page.getByTestId('text-body')).toContainText('Friendly reminder');

  // Emails: the friend's name fills the greeting, the sender is the signed-in person.
  const emails = page.getByTestId('email');
  await expect(emails).toHaveCount(3);
  await expect(emails.first()).toContainText("Hi [Friend's Name],");
  await page.getByLabel("Your friend's name").fill('Sam');
  await expect(emails.first()).toContainText('Hi Sam,');
  await expect(emails.first()).toContainText('Sally Sender');
  await emails.first().getByRole('button', { name: 'Copy Email' }).click();
  await expect(emails.first().getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copiedEmail = await clipboard(page);
  expect(copiedEmail).toMatch(/^Subject: Why I'm supporting Alex Rivera for Mayor\n\nHi Sam,/);
  await emails.first().getByRole('button', { name: 'Send Email' }).click();
  await expect(toasts(page).getByText('Opening Email Client')).toBeVisible();
  const [gmail] = await opened();
  const compose = new URL(gmail ?? '');
  expect(compose.origin + compose.pathname).toBe('https://mail.google.com/mail/');
  expect(compose.searchParams.get('view')).toBe('cm');
  expect(compose.searchParams.get('su')).toBe("Why I'm supporting Alex Rivera for Mayor");
  expect(compose.searchParams.get('body')).toContain('Hi Sam,');

  // Social buttons open the share URLs with the preset message and the campaign website.
  const message = "I'm supporting Alex Rivera for Mayor of Tallahassee! Join me:";
  for (const name of ['Facebook', 'X/Twitter', 'WhatsApp', 'Messenger'])
    await page.getByRole('button', { name, exact: true }).click();
  // Messenger on a desktop copies the message first, so its tab opens a moment after the click.
  const urls: string[] = [];
  await expect
    .poll(async () => {
      urls.push(...(await opened()));
      return urls.length;
    })
    .toBe(4);
  const [facebook, x, whatsapp, messenger] = urls.map((u) => new URL(u));
  expect(facebook?.origin + (facebook?.pathname ?? '')).toBe('https://www.facebook.com/sharer/sharer.php');
  expect(facebook?.searchParams.get('u')).toBe('https://example.org');
  expect(facebook?.searchParams.get('quote')).toBe(message);
  expect(x?.origin + (x?.pathname ?? '')).toBe('https://x.com/intent/tweet');
  expect(x?.searchParams.get('text')).toBe(message);
  expect(x?.searchParams.get('url')).toBe('https://example.org');
  expect(whatsapp?.origin + (whatsapp?.pathname ?? '')).toBe('https://wa.me/');
  expect(whatsapp?.searchParams.get('text')).toBe(`${message} https://example.org`);
  expect(messenger?.href).toBe('https://www.messenger.com/');
  expect(await clipboard(page)).toBe(`${message} https://example.org`);

  await expect(page.getByRole('heading', { name: 'Every Connection Builds Momentum' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Campaign Website' })).toHaveAttribute(
    'href',
    'https://example.org',
  );
});

test('Share: a failed copy says so', async ({ page, accounts }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await accounts.volunteerAt(page, '/share');
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(toasts(page).getByText('Copy Failed')).toBeVisible();
  await expect(toasts(page).getByText('Unable to copy to clipboard. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
});

test('Share: an admin opens the admin panel dialog', async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/share');
  await page.getByRole('button', { name: 'Admin Panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(panel.getByText('System Status: Operational')).toBeVisible();
});

import { floridaTxt, voter } from '../src/server/imports/test/voter-files.js';
import { axeViolations } from './fixtures/axe.js';
import { isPhone, toasts } from './fixtures/contacts.js';
import { openImportPanel } from './fixtures/import-panel.js';
import { ADMIN, expect, openNavigation, test } from './fixtures/test.js';

const base = 700_000_000 + Math.floor(Math.random() * 90_000_000);

test('an admin imports a day’s ballot file; the profile, the ballot filter and the Election page show it', {
  tag: '@phone-too',
}, async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `BALLOTED${base}`;
  const id = (n: number) => String(base + n);
  await openImportPanel(page);
  const fileInput = page.getByLabel('Voter file');
  await fileInput.setInputFiles({
    name: 'LEO_20261101.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': id(1), 'Name First': 'ADA', 'Name Last': lastName }),
      voter({ 'Voter ID': id(2), 'Name First': 'BEA', 'Name Last': lastName }),
      voter({ 'Voter ID': id(3), 'Name First': 'CY', 'Name Last': lastName }),
    ]),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();

  await fileInput.setInputFiles({
    name: 'ballots-20261031.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Voter ID,Election Date,Ballot Status,Status Date,Rejection Reason,Cure Deadline',
        `${id(1)},11/03/2026,Early Voted,11/01/2026,,`,
        `${id(2)},11/03/2026,Rejected,10/30/2026,Signature does not match,11/06/2026`,
        `${id(3)},11/03/2026,Mailed,10/12/2026,,`,
        '999999999,11/03/2026,Mailed,10/12/2026,,',
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.getByText('Last import: ballot file')).toBeVisible();
  await expect(result.getByText('Voter ID 999999999 is not in the voter file: skipped')).toBeVisible();
  await expect(
    result.getByRole('heading', { name: 'Rows skipped: voter not in the voter file' }),
  ).toBeVisible();

  // The profile says what became of the ballot.
  await page.goto('/');
  await page.getByLabel('Last Name').fill(lastName);
  await expect(page.getByText('Found 3 contacts')).toBeVisible();
  if (isPhone(page))
    await page
      .getByTestId('result-card')
      .filter({ hasText: 'Bea' })
      .first()
      .getByRole('button', { name: 'View' })
      .click();
  else await page.getByRole('row').filter({ hasText: 'Bea' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Bea/ });
  await expect(dialog.getByTestId('ballot-line')).toHaveText(
    'Ballot rejected 10/30: signature does not match — cure by 11/06',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The ballot filter, in the panel or the phone's sheet.
  if (isPhone(page)) {
    await page.getByRole('button', { name: /Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Ballot (election under way)').selectOption('voted');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  } else {
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByLabel('Ballot (election under way)').selectOption('voted');
  }
  await expect(page.getByText('Found 1 contact')).toBeVisible();

  // The Election page: the ballots by group, each count opening its search.
  await openNavigation(page);
  await page.getByRole('link', { name: 'Election' }).click();
  await expect(page.getByTestId('election-date')).toContainText('Nov 3, 2026 election');
  await expect(page.getByTestId('supporters-voted')).toBeVisible();
  const rejected = page.getByRole('link', { name: /^Rejected\s*1 — open the matching search$/ });
  await expect(
    page.getByRole('link', { name: /^Out \(not returned\)\s*1 — open the matching search$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('voted-by-day')).toContainText('11/01');
  // No accessibility faults in the figures, charts and tables.
  expect(await axeViolations(page, '/election')).toEqual([]);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  const rejectedAddress = await rejected.getAttribute('href');
  await rejected.click();
  // The count's own search (every rejected ballot), not the search the person left on the search page.
  await expect(page.getByLabel('Last Name')).toHaveValue('');
  await expect(page.getByText('Found 1 contact')).toBeVisible();
  await expect(page.getByText('Bea', { exact: false }).first()).toBeVisible();

  // Opened in a tab of its own (a middle-click), the count's address alone gives the same search.
  const tab = await page.context().newPage();
  await tab.goto(rejectedAddress ?? '');
  await expect(tab.getByText('Found 1 contact')).toBeVisible();
  await expect(tab.getByText('Bea', { exact: false }).first()).toBeVisible();
});

import { floridaTxt, voter } from '../src/server/imports/test/voter-files.js';
import { openImportPanel } from './fixtures/import-panel.js';
import { ADMIN, expect, test, toasts } from './fixtures/test.js';

const base = 500_000_000 + Math.floor(Math.random() * 90_000_000);

test('an admin previews a voter file, sees what it would do, then applies it', async ({
  page,
  accounts,
  adminApi,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `PREVIEWED${base}`;
  await openImportPanel(page);
  await page.getByLabel('Voter file').setInputFiles({
    name: 'LEO_20261201.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': String(base + 1), 'Name First': 'ADA', 'Name Last': lastName }),
      voter({ 'Voter ID': String(base + 2), 'Name First': 'BEA', 'Name Last': lastName }),
    ]),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(toasts(page).getByText('Preview ready')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText('Preview — nothing written')).toBeVisible();
  await expect(
    preview.getByText('Would add', { exact: true }).locator('..').getByRole('definition'),
  ).toHaveText('2');

  const search = async () =>
    (await (await adminApi.get(`/api/contacts/search?lastName=${lastName}`)).json()) as { total: number };
  expect((await search()).total).toBe(0);

  await preview.getByRole('button', { name: 'Apply this import' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();
  await expect.poll(async () => (await search()).total).toBe(2);
});

test('the preview lists the rows it would skip and those with something left out, with the CSV', async ({
  page,
  accounts,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await openImportPanel(page);
  await page.getByLabel('Voter file').setInputFiles({
    name: 'LEO_problems.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': String(base + 11), 'Name Last': `PROBLEMS${base}` }),
      voter({ 'Voter ID': '', 'Name First': 'NOBODY' }),
      voter({ 'Voter ID': String(base + 13), 'Daytime Area Code': '850', 'Daytime Phone Number': '555' }),
    ]),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText('Rows with errors').locator('..').getByRole('definition')).toHaveText('1');
  // Nothing is written yet: the headings say what the import would do, not what it did.
  await expect(preview.getByRole('heading', { name: 'Rows that would be skipped' })).toBeVisible();
  await expect(
    preview.getByRole('heading', { name: 'Rows that would be imported with something left out' }),
  ).toBeVisible();
  await expect(preview.getByText('Rows imported with something left out')).toHaveCount(0);
  await expect(preview).toContainText('Row 2: No voter ID');
  await expect(preview).toContainText('Row 3: Phone number "850555" is not 10 digits, so it was left out');
  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download errors (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^import-errors-.*\.csv$/);
});

test("the deactivation guard's refusal is said once, in words for people", async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  await openImportPanel(page);
  const both = [
    voter({ 'Voter ID': String(base + 21), 'Name Last': `GUARDED${base}` }),
    voter({ 'Voter ID': String(base + 22), 'Name Last': `GUARDED${base}` }),
  ];
  await page.getByLabel('Voter file').setInputFiles({
    name: 'LEO_two.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt(both),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();

  // Half of them or more would be marked inactive: the guard stops it before anything is written.
  await page.getByLabel('Voter file').setInputFiles({
    name: 'LEO_one.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt(both.slice(0, 1)),
  });
  await page.getByLabel(/This file is the complete list/).check();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Upload Failed')).toBeVisible();
  const refusal = page
    .locator('p[role="alert"]')
    .filter({ hasText: /would mark .* active contacts inactive/ });
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toContainText(/then apply it confirming [\d,]+ contacts\.$/);
  await expect(refusal).not.toContainText('confirmDeactivate');
});

test('a preview says it is checking the file, and stays listed with Apply and Discard after leaving the page', async ({
  page,
  accounts,
  adminApi,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `LISTED${base}`;
  const bigFile = `LEO_CHECKED_${base}.txt`;
  const smallFile = `LEO_KEPT_${base}.txt`;
  const history = page.getByRole('region', { name: 'Recent imports' });
  const itemOf = (fileName: string) =>
    history.getByTestId('import-history-item').filter({ hasText: fileName });
  await openImportPanel(page);

  // Big enough that the check of the file is seen while it runs.
  await page.getByLabel('Voter file').setInputFiles({
    name: bigFile,
    mimeType: 'text/plain',
    buffer: floridaTxt(
      Array.from({ length: 30_000 }, (_, i) =>
        voter({ 'Voter ID': String(base + 100_000 + i), 'Name Last': `CHECKED${base}` }),
      ),
    ),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Checking the file...')).toBeVisible();
  await expect(page.getByText('Importing voters...')).toHaveCount(0);
  await expect(toasts(page).getByText('Preview ready')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Import preview' })).toContainText(bigFile);

  await page.getByLabel('Voter file').setInputFiles({
    name: smallFile,
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': String(base + 31), 'Name First': 'ADA', 'Name Last': lastName }),
      voter({ 'Voter ID': String(base + 32), 'Name First': 'BEA', 'Name Last': lastName }),
    ]),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  const card = page.getByRole('region', { name: 'Import preview' });
  const wouldAdd = card.getByText('Would add', { exact: true }).locator('..').getByRole('definition');
  await expect(card).toContainText(smallFile);
  await expect(wouldAdd).toHaveText('2');

  // Away and back: both previews are still there, saying what they would do, never what they did.
  await page.goto('/');
  await openImportPanel(page);
  await expect(card.getByText('Preview — nothing written')).toBeVisible();
  await expect(wouldAdd).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Import result' })).toHaveCount(0);
  await expect(itemOf(bigFile)).toContainText('Preview — nothing written');
  await expect(itemOf(bigFile)).toContainText('would add 30,000');
  await expect(itemOf(smallFile)).toContainText('would add 2');
  await expect(history).not.toContainText(/30,000 new/);

  // Discard: it leaves the list, nothing written.
  await itemOf(bigFile).getByRole('button', { name: 'Discard' }).click();
  await expect(toasts(page).getByText('Preview discarded', { exact: true })).toBeVisible();
  await expect(itemOf(bigFile)).toHaveCount(0);

  // Apply from the list, after saying what it will do.
  const search = async () =>
    (await (await adminApi.get(`/api/contacts/search?lastName=${lastName}`)).json()) as { total: number };
  expect((await search()).total).toBe(0);
  await itemOf(smallFile).getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this preview?' });
  await expect(dialog).toContainText('adds 2 voters');
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();
  await expect.poll(async () => (await search()).total).toBe(2);
  await expect(itemOf(smallFile)).not.toContainText('Preview');
});

import { floridaTxt, floridaXlsx, voter } from '../src/server/imports/test/voter-files.js';
import { openImportPanel } from './fixtures/import-panel.js';
import { ADMIN, expect, test, toasts } from './fixtures/test.js';

/** Voter ids unique to this run, so the desktop and mobile projects do not meet in one database. */
const base = 400_000_000 + Math.floor(Math.random() * 90_000_000);

test.beforeEach(async ({ page, accounts }) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
});

test('an admin imports the voter file from Excel, sees progress and the result, then a month later the county text file', async ({
  page,
}) => {
  await openImportPanel(page);
  const importButton = page.getByRole('button', { name: 'Import Data' });
  await expect(importButton).toBeDisabled();

  const voters = [
    voter({ 'Voter ID': String(base + 1), 'Name First': 'ZELDA', 'Name Last': 'MCQUARRIE' }),
    voter({ 'Voter ID': String(base + 2), 'Name First': 'YUSUF', 'Name Last': "O'HARA" }),
    voter({ 'Voter ID': String(base + 2), 'Name First': 'YUSUF', 'Name Last': "O'HARA-LEE" }),
  ];
  await page.getByLabel('Voter file').setInputFiles({
    name: 'leon-voters.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await floridaXlsx(voters),
  });
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();
  await expect(toasts(page).getByText('Processed 3 contacts. 0 errors.')).toBeVisible();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.getByTestId('import-new')).toHaveText('2');
  await expect(result.getByTestId('import-duplicates')).toHaveText('1');
  await expect(importButton).toBeDisabled();

  // Next month: the county's headerless text file with one bad row.
  await page.getByLabel('Voter file').setInputFiles({
    name: 'LEO_20261201.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({
        'Voter ID': String(base + 1),
        'Name First': 'ZELDA',
        'Name Last': 'MCQUARRIE',
        'Party Affiliation': 'NPA',
      }),
      voter({ 'Voter ID': '', 'Name First': 'NOBODY' }),
    ]),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Processed 2 contacts. 1 error.')).toBeVisible();
  await expect(result.getByTestId('import-updated')).toHaveText('1');
  await expect(result).toContainText('Row 2: No voter ID');
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download errors (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^import-errors-.*\.csv$/);
});

test('a file that is not a voter file is refused with a message saying what to do', async ({ page }) => {
  await openImportPanel(page);
  await page.getByLabel('Voter file').setInputFiles({
    name: 'photo.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Upload Failed')).toBeVisible();
  await expect(toasts(page).getByText(/not a voter file we can read/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Data' })).toBeDisabled();
});

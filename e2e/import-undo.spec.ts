import { floridaTxt, voter } from '../src/server/imports/test/voter-files.js';
import { openImportPanel } from './fixtures/import-panel.js';
import { ADMIN, expect, test, toasts } from './fixtures/test.js';

const base = 700_000_000 + Math.floor(Math.random() * 90_000_000);

test('an admin imports a voter file, undoes it after confirming, and sees what the undo did', async ({
  page,
  accounts,
  adminApi,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `UNDONE${base}`;
  const fileName = `LEO_UNDO_${base}.txt`;
  await openImportPanel(page);
  await page.getByLabel('Voter file').setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': String(base + 1), 'Name First': 'ADA', 'Name Last': lastName }),
      voter({ 'Voter ID': String(base + 2), 'Name First': 'BEA', 'Name Last': lastName }),
    ]),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();
  const search = async () =>
    (await (await adminApi.get(`/api/contacts/search?lastName=${lastName}`)).json()) as { total: number };
  expect((await search()).total).toBe(2);

  const history = page.getByRole('region', { name: 'Recent imports' });
  const item = history.getByTestId('import-history-item').filter({ hasText: fileName });
  await item.getByRole('button', { name: 'Undo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog.getByText(/the 2 contacts it added are removed/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Undo import' }).click();

  await expect(toasts(page).getByText('Import undone', { exact: true })).toBeVisible();
  await expect(item.getByTestId('undo-result')).toContainText('2 added by the import removed');
  await expect(item).toContainText('undone');
  await expect(item.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect((await search()).total).toBe(0);
});

test.describe('while an undo runs', () => {
  // The undo's progress is held back below; a service worker would fetch it out of the page's reach.
  test.use({ serviceWorkers: 'block' });

  test('Preview and Import wait for the undo to finish, and say why', async ({ page, accounts }) => {
    await accounts.signIn(page, ADMIN.email, ADMIN.password);
    const fileName = `LEO_UNDO_WAIT_${base}.txt`;
    const file = (id: number) => ({
      name: fileName,
      mimeType: 'text/plain',
      buffer: floridaTxt([voter({ 'Voter ID': String(id), 'Name Last': `WAITING${base}` })]),
    });
    await openImportPanel(page);
    await page.getByLabel('Voter file').setInputFiles(file(base + 11));
    await page.getByRole('button', { name: 'Import Data' }).click();
    await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();

    // A small undo ends at once: its progress reaches the page only when the test lets it, so the page is
    // seen while it still follows the undo.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/upload-progress/**', async (route) => {
      await released;
      await route.continue();
    });
    const item = page.getByTestId('import-history-item').filter({ hasText: fileName });
    await item.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('dialog', { name: 'Undo this import?' })
      .getByRole('button', { name: 'Undo import' })
      .click();
    await expect(item.getByRole('button', { name: 'Undoing...' })).toBeVisible();

    await page.getByLabel('Voter file').setInputFiles(file(base + 12));
    await expect(page.getByText('An undo is running: preview or import once it has finished.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Import Data' })).toBeDisabled();

    release();
    await expect(toasts(page).getByText('Import undone', { exact: true })).toBeVisible();
    await expect(page.getByText('An undo is running: preview or import once it has finished.')).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: 'Preview' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Import Data' })).toBeEnabled();
  });
});

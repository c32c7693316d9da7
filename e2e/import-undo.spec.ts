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
  await expect(dialog.getByText(/the 2 contacts it added are marked inactive/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Undo import' }).click();

  await expect(toasts(page).getByText('Import undone', { exact: true })).toBeVisible();
  await expect(item.getByTestId('undo-result')).toContainText('2 added by the import marked inactive');
  await expect(item).toContainText('undone');
  await expect(item.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect((await search()).total).toBe(0);
});

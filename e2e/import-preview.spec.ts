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
  await expect(preview.getByText('Preview: nothing has been written yet')).toBeVisible();
  await expect(preview.getByText('New voters').locator('..').getByRole('definition')).toHaveText('2');

  const search = async () =>
    (await (await adminApi.get(`/api/contacts/search?lastName=${lastName}`)).json()) as { total: number };
  expect((await search()).total).toBe(0);

  await preview.getByRole('button', { name: 'Apply this import' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();
  await expect.poll(async () => (await search()).total).toBe(2);
});

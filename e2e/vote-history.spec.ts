import { floridaTxt, voter } from '../src/server/imports/test/voter-files.js';
import { toasts } from './fixtures/contacts.js';
import { openImportPanel } from './fixtures/import-panel.js';
import { ADMIN, expect, test } from './fixtures/test.js';

const base = 600_000_000 + Math.floor(Math.random() * 90_000_000);

/** Tab-delimited, no header: the Florida voter history file as the state publishes it. */
const historyTxt = (rows: string[][]) => Buffer.from(`${rows.map((r) => r.join('\t')).join('\n')}\n`);

test('an admin imports the voter history file, sees Voting History on a profile and filters by turnout', async ({
  page,
  accounts,
}) => {
  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const lastName = `HISTORIED${base}`;
  const id = (n: number) => String(base + n);
  await openImportPanel(page);
  const fileInput = page.getByLabel('Voter file');
  await fileInput.setInputFiles({
    name: 'LEO_20250110.txt',
    mimeType: 'text/plain',
    buffer: floridaTxt([
      voter({ 'Voter ID': id(1), 'Name First': 'ADA', 'Name Last': lastName }),
      voter({ 'Voter ID': id(2), 'Name First': 'BEA', 'Name Last': lastName }),
      voter({ 'Voter ID': id(3), 'Name First': 'CY', 'Name Last': lastName }),
    ]),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText('Excel Import Complete')).toBeVisible();

  // Ada voted in all four recent generals, Bea in three, Cy in one; one row is for a voter Groundwork lacks.
  const generals = ['11/05/2024', '11/08/2022', '11/03/2020', '11/06/2018'];
  const codes: Record<number, string[]> = {
    1: ['Y', 'A', 'E', 'Y'],
    2: ['A', 'N', 'E', 'Y'],
    3: ['N', 'N', 'B', 'Y'],
  };
  await fileInput.setInputFiles({
    name: 'LEO_H_20250110.txt',
    mimeType: 'text/plain',
    buffer: historyTxt([
      ...[1, 2, 3].flatMap((n) =>
        generals.map((date, i) => ['LEO', id(n), date, 'GEN', codes[n]?.[i] ?? 'N']),
      ),
      ['LEO', id(1), '08/20/2024', 'PRI', 'E'],
      ['LEO', '999999999', '11/05/2024', 'GEN', 'Y'],
    ]),
  });
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(toasts(page).getByText(/Vote history imported/)).toBeVisible();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.getByText('Last import: vote history')).toBeVisible();
  await expect(result.getByTestId('import-new')).toHaveText('13');
  await expect(result.getByTestId('import-unknown-voters')).toHaveText('1');

  // A history import is never undone (import a corrected file instead): the voter file before it keeps Undo.
  const imports = page.getByRole('region', { name: 'Recent imports' }).getByTestId('import-history-item');
  const historyItem = imports.filter({ hasText: 'LEO_H_20250110.txt' }).first();
  await expect(historyItem).toContainText('vote history: import a corrected file to change it');
  await expect(historyItem.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  const voterItem = imports.filter({ hasText: 'LEO_20250110.txt' }).first();
  await expect(voterItem.getByRole('button', { name: 'Undo' })).toBeVisible();

  // The profile: Voting History, newest first, with the badge.
  await page.goto('/');
  await page.getByLabel('Last Name').fill(lastName);
  await expect(page.getByText('Found 3 contacts')).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'Ada' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Ada/ });
  const history = dialog.getByRole('region', { name: 'Voting History' });
  await expect(history.getByTestId('recent-generals')).toHaveText(
    'Voted in 4 of the last 4 general elections',
  );
  const rows = history.getByRole('row');
  await expect(rows.nth(1)).toContainText('Nov 5, 2024');
  await expect(rows.nth(1)).toContainText('Voted at the polls');
  await expect(rows.nth(2)).toContainText('Aug 20, 2024');
  await expect(rows.nth(2)).toContainText('Primary');
  await expect(rows.nth(2)).toContainText('Voted early');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Filter: at least 3 of the last 4 general elections.
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Votes in general elections').selectOption('3');
  await expect(page.getByText('Found 2 contacts')).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { apiSearch, pickContact, signInAsEditor, toasts } from './fixtures/contacts.js';
import { ADMIN, expect, test } from './fixtures/test.js';

test.use({ demoVoters: 300 });

test('an admin exports the confirmed supporters and gets exactly them in the file', async ({
  page,
  browser,
  server,
  accounts,
  adminApi,
}, testInfo) => {
  // An editor marks two contacts as confirmed supporters.
  const editorContext = await browser.newContext({ baseURL: server.url });
  const editorPage = await editorContext.newPage();
  await signInAsEditor(editorPage, accounts, adminApi);
  const marked = [await pickContact(editorPage, 3), await pickContact(editorPage, 4)];
  for (const contact of marked) {
    const res = await editorPage.request.patch(`/api/contacts/${contact.id}`, {
      data: { supporterStatus: 'confirmed-supporter' },
    });
    expect(res.ok()).toBe(true);
  }
  await editorContext.close();

  await accounts.signIn(page, ADMIN.email, ADMIN.password);
  const supporters = await apiSearch(page, 'page=1&limit=100&supporterStatus=confirmed-supporter');
  const expected = supporters.contacts.map((c) => c.systemId).sort();
  expect(expected).toEqual(expect.arrayContaining(marked.map((c) => c.systemId)));

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Export Data' }).click();
  await expect(page.getByRole('heading', { name: 'Data Export' })).toBeVisible();
  await expect(page.getByTestId('export-count')).toHaveText('300');
  await page.getByLabel('Export Type').selectOption('supporters');
  await expect(page.getByTestId('export-count')).toHaveText(String(expected.length));

  await page.getByRole('button', { name: 'Start Export' }).click();
  await expect(page.getByRole('heading', { name: 'Export in Progress' })).toBeVisible();
  await expect(toasts(page).getByText(`Successfully exported ${expected.length} contacts`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts_supporters_.*\.csv$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const rows: Record<string, string>[] = parse(fs.readFileSync(file), { bom: true, columns: true });
  expect(rows.map((r) => r['System ID']).sort()).toEqual(expected);
  expect(new Set(rows.map((r) => r['Supporter Status']))).toEqual(new Set(['confirmed-supporter']));

  // The job is listed under Recent Exports with its count.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `${expected.length} contacts` })
      .first(),
  ).toBeVisible();
});

test('the preview follows the filters, and refuses a ZIP code that is not 5 digits', async ({ page }) => {
  await page.request.post('/api/auth/login', { data: ADMIN });
  await page.goto('/admin/export');
  await expect(page.getByTestId('export-count')).toHaveText('300');
  await page.getByRole('button', { name: 'Advanced Filters (Optional)' }).click();
  await page.getByLabel('Min Age').fill('200');
  // A refused filter is explained by its fields, not by a toast that goes away.
  await expect(page.getByText(/Min age must be at most 150/)).toBeVisible();
  await expect(page.getByLabel('Min Age')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Min Age').fill('');
  await page.getByLabel('ZIP Codes').fill('99999');
  await expect(page.getByTestId('export-count')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Start Export' })).toBeDisabled();
});

test('a minimum age above the maximum is explained by the ages, and the preview recovers once fixed', async ({
  page,
}) => {
  await page.request.post('/api/auth/login', { data: ADMIN });
  await page.goto('/admin/export');
  await expect(page.getByTestId('export-count')).toHaveText('300');
  await page.getByRole('button', { name: 'Advanced Filters (Optional)' }).click();
  await page.getByLabel('Min Age').fill('70');
  await page.getByLabel('Max Age').fill('30');
  const message = page.getByText('Min age must not be more than max age');
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  await expect(page.getByTestId('export-count')).toHaveText('No count: fix the filters marked in red.');
  await expect(toasts(page).getByText('Preview Failed')).toHaveCount(0);
  // Still there after the 5 seconds a toast would have lasted.
  await page.waitForTimeout(5_500);
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Export' })).toBeDisabled();

  await page.getByLabel('Max Age').fill('');
  await expect(message).toBeHidden();
  await expect(page.getByTestId('export-count')).toHaveText(/^\d[\d,]*$/);
  await page.getByLabel('Min Age').fill('');
  await expect(page.getByTestId('export-count')).toHaveText('300');
  await expect(page.getByRole('button', { name: 'Start Export' })).toBeEnabled();
});

test('a non-admin sees Access Denied and cannot download an export', async ({ page, accounts, adminApi }) => {
  const start = await adminApi.post('/api/admin/export/start', { data: { exportType: 'all' } });
  expect(start.status()).toBe(202);
  const { job } = await start.json();

  await accounts.volunteerAt(page, '/');
  await page.goto('/admin/export');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin privileges to access the export functionality.')).toBeVisible();
  const res = await page.request.get(`/api/admin/export/download/${job.id}`);
  expect(res.status()).toBe(403);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the turnout filters narrow the export as they narrow a search', async ({ page }) => {
  await page.request.post('/api/auth/login', { data: ADMIN });
  // Vote history for three demo voters: two voted in all four recent generals, one only in 2024.
  const { contacts } = await apiSearch(page, 'page=1&limit=60');
  const voters = contacts.slice(50, 53).map((c) => c.systemId);
  const generals = ['11/05/2024', '11/08/2022', '11/03/2020', '11/06/2018'];
  const rows = voters.flatMap((voterId, n) =>
    generals.map((date, i) => ['LEO', voterId, date, 'GEN', n < 2 || i === 0 ? 'Y' : 'N'].join('\t')),
  );
  const uploadId = randomUUID();
  const sent = await page.request.post('/api/admin/seed-excel', {
    headers: { 'x-upload-id': uploadId },
    multipart: {
      excel: {
        name: 'LEO_H_20250110.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`${rows.join('\n')}\n`),
      },
    },
  });
  expect(sent.status()).toBe(202);
  await expect
    .poll(async () => {
      const jobs: { uploadId: string; status: string }[] = await (
        await page.request.get('/api/admin/imports')
      ).json();
      return jobs.find((j) => j.uploadId === uploadId)?.status;
    })
    .toBe('completed');

  await page.goto('/admin/export');
  await expect(page.getByTestId('export-count')).toHaveText('300');
  await page.getByRole('button', { name: 'Advanced Filters (Optional)' }).click();
  await page.getByLabel('Votes in general elections').selectOption('4');
  await expect(page.getByTestId('export-count')).toHaveText('2');
  await page.getByLabel('Votes in general elections').selectOption('');
  await page.getByLabel('Voted in').selectOption('2024-11-05');
  await expect(page.getByTestId('export-count')).toHaveText('3');
  await page.getByLabel('Voted in').selectOption('2022-11-08');
  await expect(page.getByTestId('export-count')).toHaveText('2');
});
